import type { SnapshotFrom } from 'xstate';
import type { tableSearchMachine } from './table-search.machine.ts';
import type { TableSearchEvent } from './table-search.types.ts';

/** A console table's search field: what it shows, typing into it, and Enter (or Apply Filters). */
export const connectTableSearch = (snapshot: SnapshotFrom<typeof tableSearchMachine>, send: (event: TableSearchEvent) => void) => ({
  draft: snapshot.context.draft,
  type: (value: string) => send({ type: 'search.type', value }),
  submit: () => send({ type: 'search.submit' }),
});
