import { playgroundDraftKey, serializePlaygroundDraft, type PlaygroundDraft } from '../../machines/playground/index.ts';
import { readItem, writeItem } from './storage.ts';

/** An API playground's fields in sessionStorage: they survive a reload or a language switch of this tab, nothing more. */
export const readPlaygroundDraft = (api: string): string | null => readItem(playgroundDraftKey(api), 'session');

export const savePlaygroundDraft = (api: string, draft: PlaygroundDraft): void => {
  writeItem(playgroundDraftKey(api), serializePlaygroundDraft(draft), 'session');
};
