import type { SnapshotFrom } from 'xstate';
import type { tableSearchMachine } from './table-search.machine.ts';

type TableSearchSnapshot = SnapshotFrom<typeof tableSearchMachine>;

/** What the search field shows. */
export const selectDraft = (snapshot: TableSearchSnapshot) => snapshot.context.draft;
