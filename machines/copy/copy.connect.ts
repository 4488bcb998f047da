import type { SnapshotFrom } from 'xstate';
import { text } from '../shared/text.ts';
import type { copyMachine } from './copy.machine.ts';
import type { CopyEvent } from './copy.types.ts';

/**
 * What the copy buttons call; nothing shown, so a copy renders no view again. The toasts name
 * what was copied (a sample's language, the inbox's URL).
 */
export const connectCopy = (_snapshot: SnapshotFrom<typeof copyMachine>, send: (event: CopyEvent) => void) => ({
  /** A code sample or the playground's curl, in the language it is written in. */
  copyCode: (code: string, language: string) =>
    send({
      type: 'copy.text',
      text: code,
      copied: { title: text('apis:page.copied'), description: text('apis:page.copiedDescription', { language }) },
    }),
  /** The events inbox's URL. */
  copyInboxUrl: (url: string) =>
    send({
      type: 'copy.text',
      text: url,
      copied: { title: text('apis:playground.inbox.copied'), description: text('apis:playground.inbox.copiedDescription') },
    }),
});
