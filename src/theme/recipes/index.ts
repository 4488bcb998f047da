import { button } from './button.ts';
import { card } from './card.ts';
import { input } from './input.ts';
import { badge } from './badge.ts';
import { phoneInput } from './phone-input.ts';
import { toast } from './toast.ts';

/** Single-part recipes, generated to styled-system/recipes. */
export const recipes = { button, card, input, badge, phoneInput };

/** Multi-part (slot) recipes, mostly for Ark UI widgets. */
export const slotRecipes = { toast };
