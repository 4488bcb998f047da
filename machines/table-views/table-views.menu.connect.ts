import type { TableViewsSend, TableViewsSnapshot } from './table-views.connect.ts';
import { pickSearch } from './table-views.record.ts';
import type { SavedView, ViewSearch } from './table-views.types.ts';

// The view-models of the Views menu and its dialogs. Kept out of the flow's index: the console
// layout runs the machine on every page, only the pages with a table (their lazy code) show it.

/** The Views menu's choice for the table's default view (no param of its own). */
export const DEFAULT_VIEW = '';
/** …and for a view on screen that is neither the default nor a saved one. */
export const UNSAVED_VIEW = 'unsaved';

const NO_VIEWS: readonly SavedView[] = [];
/** A table's saved views, in the order they were saved. */
const savedOf = (snapshot: TableViewsSnapshot, table: string) => snapshot.context.tables[table]?.saved ?? NO_VIEWS;

const sameView = (a: ViewSearch | null, b: ViewSearch | null) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/**
 * A table's Views menu, given the page's search params now: its saved views, the table's own
 * view on screen (`here`, its share of the params; `null` is the default), which choice that is
 * (a saved view's id, DEFAULT_VIEW or UNSAVED_VIEW), and Save current view… and Manage saved
 * views… (opening a view is a navigation, the page's).
 */
export const connectViewsMenu = (
  snapshot: TableViewsSnapshot,
  send: TableViewsSend,
  table: string,
  current: Readonly<Record<string, unknown>>,
) => {
  const saved = savedOf(snapshot, table);
  const spec = snapshot.context.specs[table];
  const here = spec ? pickSearch(current, spec) : null;
  const checked = here === null ? DEFAULT_VIEW : (saved.find((view) => sameView(view.search, here))?.id ?? UNSAVED_VIEW);
  return {
    saved,
    here,
    checked,
    save: () => send({ type: 'views.save', table, search: here ?? {} }),
    manage: () => send({ type: 'views.manage', table }),
  };
};

/**
 * Save view / Rename view of a table: open or not, renaming or naming a new one, the name
 * typed, its error, whether it is being checked; typing, saving and cancelling.
 */
export const connectNameDialog = (snapshot: TableViewsSnapshot, send: TableViewsSend, table: string) => {
  const { draft, error } = snapshot.context;
  return {
    open: snapshot.hasTag('naming') && draft?.table === table,
    renaming: draft?.viewId !== null,
    name: draft?.name ?? '',
    error,
    checking: snapshot.hasTag('busy'),
    change: (value: string) => send({ type: 'name.change', value }),
    submit: () => send({ type: 'name.submit' }),
    cancel: () => send({ type: 'dialog.cancel' }),
  };
};

/**
 * Manage saved views of a table: open or not, the views it lists, and each one's Rename, Copy
 * link (given the view's address, which the page's router makes) and Delete.
 */
export const connectManageDialog = (snapshot: TableViewsSnapshot, send: TableViewsSend, table: string) => ({
  open: snapshot.hasTag('managing') && snapshot.context.managing === table,
  saved: savedOf(snapshot, table),
  rename: (view: SavedView) => send({ type: 'views.rename', table, viewId: view.id }),
  copyLink: (url: string) => send({ type: 'views.copyLink', url }),
  remove: (view: SavedView) => send({ type: 'views.delete', table, viewId: view.id }),
  cancel: () => send({ type: 'dialog.cancel' }),
});
