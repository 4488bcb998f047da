import type { SnapshotFrom } from 'xstate';
import type { tableViewsMachine } from './table-views.machine.ts';
import { pickSearch } from './table-views.record.ts';
import {
  selectChecking,
  selectDraft,
  selectManagedTable,
  selectManagingOpen,
  selectNameError,
  selectNamingOpen,
  selectSavedViews,
} from './table-views.selectors.ts';
import type { ViewSearch } from './table-views.types.ts';

// The view-models of the Views menu and its dialogs. Kept out of the flow's index: the console
// layout runs the machine on every page, only the pages with a table (their lazy code) show it.

type TableViewsSnapshot = SnapshotFrom<typeof tableViewsMachine>;

/** The Views menu's choice for the table's default view (no param of its own). */
export const DEFAULT_VIEW = '';
/** …and for a view on screen that is neither the default nor a saved one. */
export const UNSAVED_VIEW = 'unsaved';

const sameView = (a: ViewSearch | null, b: ViewSearch | null) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * A table's Views menu, given the page's search params now: its saved views, the table's
 * own view on screen (`here`, its share of the params; `null` is the default) and which
 * choice that is (a saved view's id, DEFAULT_VIEW or UNSAVED_VIEW).
 */
export const selectViewsMenuView = (table: string, current: Readonly<Record<string, unknown>>) => (snapshot: TableViewsSnapshot) => {
  const saved = selectSavedViews(table)(snapshot);
  const spec = snapshot.context.specs[table];
  const here = spec ? pickSearch(current, spec) : null;
  const checked = here === null ? DEFAULT_VIEW : (saved.find((view) => sameView(view.search, here))?.id ?? UNSAVED_VIEW);
  return { saved, here, checked };
};

/** Save view / Rename view of a table: open or not, renaming or naming a new one, the name typed, its error, whether it is being checked. */
export const selectNameDialogView = (table: string) => (snapshot: TableViewsSnapshot) => {
  const draft = selectDraft(snapshot);
  return {
    open: selectNamingOpen(snapshot) && draft?.table === table,
    renaming: draft?.viewId !== null,
    name: draft?.name ?? '',
    error: selectNameError(snapshot),
    checking: selectChecking(snapshot),
  };
};

/** Manage saved views of a table: open or not, and the views it lists. */
export const selectManageDialogView = (table: string) => (snapshot: TableViewsSnapshot) => ({
  open: selectManagingOpen(snapshot) && selectManagedTable(snapshot) === table,
  saved: selectSavedViews(table)(snapshot),
});
