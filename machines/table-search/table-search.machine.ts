import { assign, fromCallback, setup } from 'xstate';
import type { TableSearchContext, TableSearchEvent, TableSearchInput } from './table-search.types.ts';

/** The search as the URL holds it: no surrounding spaces. */
export const normaliseSearch = (value: string) => value.trim();

/**
 * A console table's search box, which filters as the admin types. Every key lands in the field
 * at once (the draft); once the keys pause (`searchDelay`) the search goes into the URL, in
 * place (no history entry per key), and the table follows the URL. Enter and "Apply Filters"
 * apply at once. A change of the URL from elsewhere (Back, a link, Clear filters) replaces the
 * draft; the URL catching up with what was typed never does. src/adapters/table-search.live.ts
 * provides the router side.
 */
export const tableSearchMachine = setup({
  types: {
    context: {} as TableSearchContext,
    events: {} as TableSearchEvent,
    input: {} as TableSearchInput,
  },
  actors: {
    /** Provided by src/adapters (the router): reports the URL's search text on every route change. */
    watchUrl: fromCallback<TableSearchEvent>(() => undefined),
  },
  delays: {
    /** Long enough to skip the keys of a word typed at speed, short enough to feel live. */
    searchDelay: 250,
  },
  guards: {
    changedElsewhere: ({ context, event }) => event.type === 'search.urlChanged' && normaliseSearch(event.value) !== context.committed,
  },
  actions: {
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value })),
    adoptUrl: assign((_, params: { value: string }) => ({ draft: params.value, committed: normaliseSearch(params.value) })),
    markCommitted: assign(({ context }) => ({ committed: normaliseSearch(context.draft) })),
    /** Provided by src/adapters (the router): the search into the URL, replacing the current entry. */
    updateUrl: (_, _params: { value: string }) => {},
  },
}).createMachine({
  id: 'tableSearch',
  context: ({ input }) => ({ draft: input.value, committed: normaliseSearch(input.value) }),
  invoke: { id: 'watchUrl', src: 'watchUrl' },
  on: {
    'search.urlChanged': {
      guard: 'changedElsewhere',
      target: '.idle',
      actions: { type: 'adoptUrl', params: ({ event }) => ({ value: event.value }) },
    },
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'The table shows what the field says.',
      on: { 'search.type': { target: 'debouncing', actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) } } },
    },
    debouncing: {
      description: 'Keys are coming: the table follows once they pause.',
      tags: ['pending'],
      after: {
        searchDelay: {
          target: 'idle',
          actions: ['markCommitted', { type: 'updateUrl', params: ({ context }) => ({ value: normaliseSearch(context.draft) }) }],
        },
      },
      on: {
        // Each key starts the pause over.
        'search.type': {
          target: 'debouncing',
          reenter: true,
          actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) },
        },
        'search.submit': { target: 'idle', actions: 'markCommitted' },
      },
    },
  },
});
