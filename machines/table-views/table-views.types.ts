import type { ActorRefFrom } from 'xstate';
import type { I18nText } from '../shared/text.ts';
import type { toastMachine } from '../toast/toast.machine.ts';

/** A table's view as URL search params (search, filters, sort, hidden columns): only its own params. */
export type ViewSearch = Readonly<Record<string, string>>;

export interface SavedView {
  readonly id: string;
  readonly name: string;
  readonly search: ViewSearch;
}

/** What the browser keeps for one table. */
export interface TableViews {
  /** The view it was last left in (`null`: never changed from the default). */
  readonly last: ViewSearch | null;
  readonly saved: readonly SavedView[];
}

/** A console table: the page that shows it and the URL params that make its view. */
export interface TableSpec {
  readonly path: string;
  readonly params: readonly string[];
}

export interface TableViewsInput {
  readonly specs: Readonly<Record<string, TableSpec>>;
  /** What storage held, already validated (src/adapters reads it with `parseStoredViews`). */
  readonly stored: Readonly<Record<string, TableViews>>;
  readonly toast: ActorRefFrom<typeof toastMachine>;
}

/** The naming form: a new view's name, or a saved view's new name. */
export interface NameDraft {
  readonly table: string;
  /** The saved view being renamed; `null` for a new one. */
  readonly viewId: string | null;
  readonly name: string;
  readonly search: ViewSearch;
}

export interface TableViewsContext {
  readonly specs: Readonly<Record<string, TableSpec>>;
  readonly tables: Readonly<Record<string, TableViews>>;
  readonly toast: ActorRefFrom<typeof toastMachine>;
  readonly draft: NameDraft | null;
  readonly error: I18nText | null;
  /** The table whose saved views the manage dialog lists. */
  readonly managing: string | null;
}

export type NameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly error: I18nText };

export type TableViewsEvent =
  /** The route changed (provided by src/adapters): its path and search params. */
  | { type: 'views.urlChanged'; path: string; search: Readonly<Record<string, unknown>> }
  /** "Save view…": name the table's current view. */
  | { type: 'views.save'; table: string; search: ViewSearch }
  | { type: 'views.manage'; table: string }
  | { type: 'views.rename'; table: string; viewId: string }
  | { type: 'views.delete'; table: string; viewId: string }
  /** "Copy link": the view's full address, built by the view (router). */
  | { type: 'views.copyLink'; url: string }
  | { type: 'name.change'; value: string }
  | { type: 'name.submit' }
  | { type: 'dialog.cancel' };
