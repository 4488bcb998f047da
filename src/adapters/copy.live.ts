import { fromPromise } from 'xstate';
import { copyMachine } from '../../machines/copy/index.ts';
import { copyText } from './clipboard.ts';

/** The API pages' copy flow with the clipboard. */
export const liveCopyMachine = copyMachine.provide({
  actors: { copyText: fromPromise<void, { text: string }>(({ input }) => copyText(input.text)) },
});
