import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { text } from '../shared/text.ts';
import type { ToastInput } from '../toast/toast.types.ts';
import { pickSearch } from './table-views.record.ts';
import { checkViewName, nextViewId } from './table-views.rules.ts';
import type {
  NameCheck,
  SavedView,
  TableViews,
  TableViewsContext,
  TableViewsEvent,
  TableViewsInput,
  ViewSearch,
} from './table-views.types.ts';

const EMPTY: TableViews = { last: null, saved: [] };
const viewsOf = (context: TableViewsContext, table: string): TableViews => context.tables[table] ?? EMPTY;
const sameSearch = (a: ViewSearch | null, b: ViewSearch | null) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});
const withTable = (context: TableViewsContext, table: string, change: (views: TableViews) => TableViews) => ({
  tables: { ...context.tables, [table]: change(viewsOf(context, table)) },
});
const findView = (context: TableViewsContext, table: string, viewId: string) =>
  viewsOf(context, table).saved.find((view) => view.id === viewId) ?? null;

/**
 * The console tables' views, kept in the browser (interface preferences, PRODUCT.md; the demo
 * data never is). Each table remembers the view it was left in, which the sidebar and the
 * command palette open again; and a person can save views under a name, rename, delete and
 * copy the link of one (a view is its URL). Naming is a dialog whose name is checked in an
 * observable step; copying runs beside whatever dialog is open. src/adapters/table-views.live.ts
 * provides storage, the router and the clipboard.
 */
export const tableViewsMachine = setup({
  types: {
    context: {} as TableViewsContext,
    events: {} as TableViewsEvent,
    input: {} as TableViewsInput,
  },
  actors: {
    /** Provided by src/adapters (the router): reports every route change with its search params. */
    watchUrl: fromCallback<TableViewsEvent>(() => undefined),
    checkName: fromPromise<NameCheck, { name: string; saved: readonly SavedView[]; viewId: string | null }>(async ({ input }) =>
      checkViewName(input.name, input.saved, input.viewId),
    ),
    /** Provided by src/adapters: writes the text to the clipboard (rejects when the browser refuses). */
    copyText: fromPromise<void, { url: string }>(async () => undefined),
  },
  guards: {
    viewExists: ({ context, event }) => 'viewId' in event && findView(context, event.table, event.viewId) !== null,
    nameIsValid: (_, params: { check: NameCheck }) => params.check.ok,
    renaming: ({ context }) => context.draft?.viewId !== null,
  },
  actions: {
    rememberLast: assign(({ context, event }) => {
      if (event.type !== 'views.urlChanged') return {};
      let tables = context.tables;
      for (const [table, spec] of Object.entries(context.specs)) {
        if (spec.path !== event.path) continue;
        const last = pickSearch(event.search, spec);
        if (!sameSearch(last, tables[table]?.last ?? null)) tables = { ...tables, [table]: { ...(tables[table] ?? EMPTY), last } };
      }
      return { tables };
    }),
    startNaming: assign((_, params: { table: string; viewId: string | null; name: string; search: ViewSearch }) => ({
      draft: params,
      error: null,
    })),
    changeName: assign(({ context }, params: { value: string }) => ({
      draft: context.draft ? { ...context.draft, name: params.value } : null,
      error: null,
    })),
    showError: assign((_, params: { check: NameCheck }) => ({ error: params.check.ok ? null : params.check.error })),
    storeName: assign(({ context }, params: { name: string }) => {
      const draft = context.draft;
      if (!draft) return {};
      return withTable(context, draft.table, (views) => ({
        ...views,
        saved:
          draft.viewId === null
            ? [...views.saved, { id: nextViewId(views.saved), name: params.name, search: draft.search }]
            : views.saved.map((view) => (view.id === draft.viewId ? { ...view, name: params.name } : view)),
      }));
    }),
    removeView: assign(({ context }, params: { table: string; viewId: string }) =>
      withTable(context, params.table, (views) => ({ ...views, saved: views.saved.filter((view) => view.id !== params.viewId) })),
    ),
    openManager: assign((_, params: { table: string }) => ({ managing: params.table })),
    closeDialogs: assign({ draft: null, error: null, managing: null }),
    clearDraft: assign({ draft: null, error: null }),
    /** Provided by src/adapters (storage): keeps the tables' views. */
    persist: (_, _params: { tables: TableViewsContext['tables'] }) => {},
    /** Provided by src/adapters (table-views.dom.ts): focus back in the name field, beside its error. */
    focusName: () => {},
    notify: sendTo(
      ({ context }) => context.toast,
      (_, params: { toast: ToastInput }) => ({ type: 'toast.show' as const, toast: params.toast }),
    ),
  },
}).createMachine({
  id: 'tableViews',
  context: ({ input }) => ({ specs: input.specs, tables: input.stored, toast: input.toast, draft: null, error: null, managing: null }),
  invoke: { id: 'watchUrl', src: 'watchUrl' },
  type: 'parallel',
  on: {
    'views.urlChanged': {
      actions: ['rememberLast', { type: 'persist', params: ({ context }) => ({ tables: context.tables }) }],
    },
  },
  states: {
    dialog: {
      description: 'The dialogs of saved views: naming one, or managing a table’s list.',
      initial: 'closed',
      states: {
        closed: {
          description: 'No dialog: the Views menu lists the saved views, each a link.',
          entry: 'closeDialogs',
          on: {
            'views.save': {
              target: 'naming',
              actions: {
                type: 'startNaming',
                params: ({ event }) => ({ table: event.table, viewId: null, name: '', search: event.search }),
              },
            },
            'views.manage': { target: 'managing', actions: { type: 'openManager', params: ({ event }) => ({ table: event.table }) } },
          },
        },
        naming: {
          description: 'The name dialog, for a new view or to rename one: what is typed stays until it is saved or cancelled.',
          tags: ['dialogOpen', 'naming'],
          initial: 'editing',
          on: { 'dialog.cancel': [{ guard: 'renaming', target: 'managing' }, { target: 'closed' }] },
          states: {
            editing: {
              description: 'The admin types a name; the error of the last attempt shows until they change it.',
              on: {
                'name.change': { actions: { type: 'changeName', params: ({ event }) => ({ value: event.value }) } },
                'name.submit': { target: 'checking' },
              },
            },
            checking: {
              description: 'Checking the name: required, not too long, not taken by another view of the table.',
              tags: ['busy'],
              invoke: {
                id: 'checkName',
                src: 'checkName',
                input: ({ context }) => ({
                  name: context.draft?.name ?? '',
                  saved: viewsOf(context, context.draft?.table ?? '').saved,
                  viewId: context.draft?.viewId ?? null,
                }),
                onDone: [
                  {
                    guard: { type: 'nameIsValid', params: ({ event }) => ({ check: event.output }) },
                    target: 'saved',
                    actions: [
                      { type: 'storeName', params: ({ event }) => ({ name: event.output.ok ? event.output.name : '' }) },
                      { type: 'persist', params: ({ context }) => ({ tables: context.tables }) },
                      {
                        type: 'notify',
                        params: ({ context, event }) => ({
                          toast: {
                            title: text(context.draft?.viewId === null ? 'admin:views.toast.saved' : 'admin:views.toast.renamed'),
                            description: text('admin:views.toast.name', { name: event.output.ok ? event.output.name : '' }),
                            variant: 'success',
                          },
                        }),
                      },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: [{ type: 'showError', params: ({ event }) => ({ check: event.output }) }, 'focusName'],
                  },
                ],
                onError: { target: 'editing' },
              },
            },
            saved: {
              description: 'Stored: back to the list when renaming, else the dialog closes.',
              type: 'final',
            },
          },
          onDone: [{ guard: 'renaming', target: 'managing', actions: 'clearDraft' }, { target: 'closed' }],
        },
        managing: {
          description: 'The saved views of one table, each with Rename, Copy link and Delete.',
          tags: ['dialogOpen', 'managing'],
          on: {
            'views.rename': {
              guard: 'viewExists',
              target: 'naming',
              actions: {
                type: 'startNaming',
                params: ({ context, event }) => {
                  const view = findView(context, event.table, event.viewId);
                  return { table: event.table, viewId: event.viewId, name: view?.name ?? '', search: view?.search ?? {} };
                },
              },
            },
            'views.delete': {
              guard: 'viewExists',
              actions: [
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    toast: {
                      title: text('admin:views.toast.deleted'),
                      description: text('admin:views.toast.name', { name: findView(context, event.table, event.viewId)?.name ?? '' }),
                    },
                  }),
                },
                { type: 'removeView', params: ({ event }) => ({ table: event.table, viewId: event.viewId }) },
                { type: 'persist', params: ({ context }) => ({ tables: context.tables }) },
              ],
            },
            'dialog.cancel': { target: 'closed' },
          },
        },
      },
    },
    clipboard: {
      description: 'Copying a view’s link, beside whatever dialog is open.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being copied.',
          on: { 'views.copyLink': { target: 'copying' } },
        },
        copying: {
          description: 'Writing the link to the clipboard.',
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ event }) => ({ url: event.type === 'views.copyLink' ? event.url : '' }),
            onDone: {
              target: 'idle',
              actions: { type: 'notify', params: { toast: { title: text('admin:views.toast.copied'), variant: 'success' } } },
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: { toast: { title: text('admin:views.toast.copyFailed'), variant: 'destructive' } } },
            },
          },
        },
      },
    },
  },
});
