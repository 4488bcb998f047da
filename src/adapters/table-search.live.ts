import type { AnyRouter } from '@tanstack/react-router';
import { fromCallback } from 'xstate';
import { tableSearchMachine, type TableSearchEvent } from '../../machines/table-search/index.ts';

/** What a table's search box needs from the page that shows it. */
export interface LiveTableSearchDeps {
  readonly router: Pick<AnyRouter, 'navigate' | 'subscribe' | 'state'>;
  /** The search param of this table (`q`, `loginQ`, `txnQ`). */
  readonly param: string;
}

/** The URL's search text of a param: the router may parse `?q=123` as a number. */
const searchText = (router: LiveTableSearchDeps['router'], param: string) => {
  const value = (router.state.location.search as Record<string, unknown>)[param];
  return ['string', 'number', 'boolean'].includes(typeof value) ? String(value) : '';
};

/** The table-search machine with the router side: the URL's search in, the typed search out (in place). */
export function createLiveTableSearchMachine({ router, param }: LiveTableSearchDeps) {
  return tableSearchMachine.provide({
    actions: {
      updateUrl: (_, { value }) =>
        void router.navigate({
          to: '.',
          search: (previous: Record<string, unknown>) => ({ ...previous, [param]: value === '' ? undefined : value }),
          replace: true,
        } as Parameters<typeof router.navigate>[0]),
    },
    actors: {
      watchUrl: fromCallback<TableSearchEvent>(({ sendBack }) =>
        router.subscribe('onResolved', () => sendBack({ type: 'search.urlChanged', value: searchText(router, param) })),
      ),
    },
  });
}
