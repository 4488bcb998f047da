import { text, type I18nText } from '../shared/text.ts';
import type { ToastInput } from './toast.types.ts';

/** "Feature Not Implemented / {item} is not yet available." for placeholders (SPEC §8). */
export const notImplementedToast = (item: I18nText): ToastInput => ({
  title: text('common:toast.notImplemented.title'),
  description: text('common:toast.notImplemented.description', { item }),
  variant: 'default',
});
