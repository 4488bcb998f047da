import { text } from '../shared/text.ts';
import { MAX_SAVED_VIEWS, MAX_VIEW_NAME } from './table-views.record.ts';
import type { NameCheck, SavedView } from './table-views.types.ts';

const fold = (name: string) => name.trim().toLocaleLowerCase();

/**
 * A view's name: required, at most 60 characters, not the name of another saved view of the
 * same table (ignoring case); a new view only while the table has fewer than 20.
 */
export function checkViewName(name: string, saved: readonly SavedView[], viewId: string | null): NameCheck {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, error: text('admin:views.errors.required') };
  if (trimmed.length > MAX_VIEW_NAME) return { ok: false, error: text('admin:views.errors.tooLong', { max: MAX_VIEW_NAME }) };
  if (saved.some((view) => view.id !== viewId && fold(view.name) === fold(trimmed)))
    return { ok: false, error: text('admin:views.errors.taken', { name: trimmed }) };
  if (viewId === null && saved.length >= MAX_SAVED_VIEWS)
    return { ok: false, error: text('admin:views.errors.tooMany', { max: MAX_SAVED_VIEWS }) };
  return { ok: true, name: trimmed };
}

/** The next free id of a table's saved views: v1, v2, … */
export const nextViewId = (saved: readonly SavedView[]) => `v${Math.max(0, ...saved.map((view) => Number(view.id.slice(1)) || 0)) + 1}`;
