import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectCopy } from '../../machines/copy/copy.connect.ts';
import { copyMachine } from '../../machines/copy/index.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { connected } from './connect.ts';
import { inspect } from './coverage.ts';

/** The copy flow over a fake clipboard that takes or refuses what it is given. */
function start({ refuse = false } = {}) {
  const written: string[] = [];
  const toast = createActor(toastMachine, { inspect }).start();
  const actor = createActor(
    copyMachine.provide({
      actors: {
        copyText: fromPromise<void, { text: string }>(async ({ input }) => {
          if (refuse) throw new Error('The browser did not allow copying to the clipboard.');
          written.push(input.text);
        }),
      },
    }),
    { input: { toast }, inspect },
  ).start();
  const shown = () => toast.getSnapshot().context.current;
  const idle = () => waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, written, shown, idle, ...connected(actor, connectCopy) };
}

describe('the API pages’ copy buttons', () => {
  it('copies a sample and says which language went to the clipboard', async () => {
    const { view, sent, written, shown, idle, actor } = start();
    view().copyCode("curl --request POST 'https://example.test'", 'Python');
    expect(actor.getSnapshot().value).toBe('copying');
    await idle();
    expect(written).toEqual(["curl --request POST 'https://example.test'"]);
    expect(shown()).toMatchObject({
      variant: 'default',
      title: { key: 'apis:page.copied' },
      description: { key: 'apis:page.copiedDescription', values: { language: 'Python' } },
    });
    expect(sent).toHaveLength(1);
  });

  it('copies the inbox URL with its own toast', async () => {
    const { view, written, shown, idle } = start();
    view().copyInboxUrl('https://example.test/sandbox/inbox/abc');
    await idle();
    expect(written).toEqual(['https://example.test/sandbox/inbox/abc']);
    expect(shown()).toMatchObject({ title: { key: 'apis:playground.inbox.copied' } });
  });

  it('says so when the browser refuses, and copies again on the next tap', async () => {
    const { view, shown, idle } = start({ refuse: true });
    view().copyCode('x', 'curl');
    await idle();
    expect(shown()).toMatchObject({ variant: 'destructive', title: { key: 'apis:page.copyFailed' } });
  });

  it('a second tap while copying copies the latest text', async () => {
    const { view, written, idle } = start();
    view().copyCode('first', 'curl');
    view().copyCode('second', 'curl');
    await idle();
    expect(written.at(-1)).toBe('second');
  });
});
