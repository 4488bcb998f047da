import type { AnyRouter } from '@tanstack/react-router';
import { fromCallback, fromPromise } from 'xstate';
import {
  parseStoredViews,
  serializeViews,
  tableViewsMachine,
  VIEWS_STORAGE_KEY,
  type TableViews,
  type TableViewsEvent,
  type TableViewsInput,
} from '../../machines/table-views/index.ts';
import { CONSOLE_TABLES } from '../config/console-tables.ts';
import { copyText } from './clipboard.ts';
import { readItem, writeItem } from './storage.ts';
import { focusViewName } from './table-views.dom.ts';

/**
 * The machine's input: the tables, the toast queue and their views as stored (a tampered entry
 * is left out: machines/table-views/table-views.record.ts), read when the actor is created.
 */
export const liveTableViewsInput = (specs: TableViewsInput['specs'], toast: TableViewsInput['toast']): TableViewsInput => ({
  specs,
  toast,
  get stored(): Record<string, TableViews> {
    return parseStoredViews(readItem(VIEWS_STORAGE_KEY), CONSOLE_TABLES);
  },
});

/** The table-views machine with storage, the router (each route's search in) and the clipboard. */
export function createLiveTableViewsMachine({ router }: { router: Pick<AnyRouter, 'subscribe' | 'state'> }) {
  return tableViewsMachine.provide({
    actions: {
      persist: (_, { tables }) => void writeItem(VIEWS_STORAGE_KEY, serializeViews(tables)),
      focusName: focusViewName,
    },
    actors: {
      watchUrl: fromCallback<TableViewsEvent>(({ sendBack }) => {
        const report = () =>
          sendBack({
            type: 'views.urlChanged',
            path: router.state.location.pathname,
            search: router.state.location.search as Record<string, unknown>,
          });
        report();
        return router.subscribe('onResolved', report);
      }),
      copyText: fromPromise<void, { url: string }>(({ input }) => copyText(input.url)),
    },
  });
}
