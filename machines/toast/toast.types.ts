import type { I18nText } from '../shared/text.ts';

export type ToastVariant = 'default' | 'destructive' | 'warning' | 'success';

export interface ToastInput {
  readonly title: I18nText;
  readonly description?: I18nText;
  readonly variant?: ToastVariant;
}

export interface Toast extends ToastInput {
  readonly id: number;
  readonly variant: ToastVariant;
}

export interface ToastContext {
  readonly current: Toast | null;
  readonly nextId: number;
}

export type ToastEvent =
  { type: 'toast.show'; toast: ToastInput } | { type: 'toast.dismiss' } | { type: 'toast.pause' } | { type: 'toast.resume' };
