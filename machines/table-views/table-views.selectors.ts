import type { SnapshotFrom } from 'xstate';
import type { tableViewsMachine } from './table-views.machine.ts';
import { pickSearch } from './table-views.record.ts';
import type { SavedView, ViewSearch } from './table-views.types.ts';

type TableViewsSnapshot = SnapshotFrom<typeof tableViewsMachine>;

const NO_VIEWS: readonly SavedView[] = [];

/** A table's saved views, in the order they were saved. */
export const selectSavedViews = (table: string) => (snapshot: TableViewsSnapshot) => snapshot.context.tables[table]?.saved ?? NO_VIEWS;

/** The search a page opens with: the last view of each of its tables, together (stable while unchanged). */
export const selectLastSearch =
  (path: string) =>
  (snapshot: TableViewsSnapshot): ViewSearch | null => {
    const { specs, tables } = snapshot.context;
    const parts = Object.keys(specs)
      .filter((table) => specs[table]?.path === path)
      .map((table) => tables[table]?.last ?? null)
      .filter((last): last is ViewSearch => last !== null);
    return parts.length === 0 ? null : parts.reduce<ViewSearch>((all, part) => ({ ...all, ...part }), {});
  };

export const selectNamingOpen = (snapshot: TableViewsSnapshot) => snapshot.hasTag('naming');
export const selectManagingOpen = (snapshot: TableViewsSnapshot) => snapshot.hasTag('managing');
export const selectManagedTable = (snapshot: TableViewsSnapshot) => snapshot.context.managing;
export const selectDraft = (snapshot: TableViewsSnapshot) => snapshot.context.draft;
export const selectNameError = (snapshot: TableViewsSnapshot) => snapshot.context.error;
export const selectChecking = (snapshot: TableViewsSnapshot) => snapshot.hasTag('busy');

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
