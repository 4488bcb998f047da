import { badge } from './badge.ts';
import { button } from './button.ts';
import { card } from './card.ts';
import { checkbox } from './checkbox.ts';
import { dataTable } from './data-table.ts';
import { dialog } from './dialog.ts';
import { input } from './input.ts';
import { menu } from './menu.ts';
import { passwordInput } from './password-input.ts';
import { switchRecipe } from './switch.ts';
import { tabs } from './tabs.ts';
import { phoneInput } from './phone-input.ts';
import { toast } from './toast.ts';

/** Single-part recipes, generated to styled-system/recipes. */
export const recipes = { button, card, input, badge, phoneInput };

/** Multi-part (slot) recipes, mostly for Ark UI widgets. */
export const slotRecipes = { toast, dialog, menu, tabs, switchRecipe, checkbox, passwordInput, dataTable };
