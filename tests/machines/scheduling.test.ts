import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { appMachine, getAppActors } from '../../machines/app/index.ts';
import { CONSENT_VERSION, consentMachine, NO_CONSENT, selectAllows, type ConsentChoice } from '../../machines/consent/index.ts';
import { connectScheduling, EMBED_TIMEOUT_MS, schedulingMachine } from '../../machines/scheduling/index.ts';
import { connectSchedulingModal } from '../../machines/scheduling/scheduling.modal.connect.ts';
import { noSend } from './connect.ts';
import { inspect } from './coverage.ts';

const stored = (choice: Partial<ConsentChoice>) =>
  JSON.stringify({ version: CONSENT_VERSION, decidedAt: '2025-06-20T09:30:00.000Z', ...NO_CONSENT, ...choice });

/** A reachability check the test answers by hand. */
function manualCheck() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const actor = fromPromise<void>(
    () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { actor, calls, last: () => calls.at(-1)! };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The real app composition (consent and scheduling as siblings under the root actor, found
 * by system id) with fake storage, a hand-answered reachability check and a simulated clock.
 */
async function start(consentStored: string | null = null) {
  const clock = new SimulatedClock();
  const check = manualCheck();
  const writes: ConsentChoice[] = [];
  const app = createActor(
    appMachine.provide({
      actors: {
        consent: consentMachine.provide({
          actors: {
            readStoredConsent: fromPromise(async () => consentStored),
            writeStoredConsent: fromPromise(async ({ input }: { input: { choice: ConsentChoice } }) => {
              writes.push(input.choice);
            }),
          },
        }),
        scheduling: schedulingMachine.provide({ actors: { checkBookingPage: check.actor } }),
      },
    }),
    { input: { pathname: '/' }, clock, inspect },
  ).start();
  const { consent, scheduling } = getAppActors(app);
  await waitFor(consent, (snapshot) => !snapshot.matches('loading'));
  return { clock, check, writes, consent, scheduling, view: () => connectSchedulingModal(scheduling.getSnapshot(), noSend).step };
}

/** Opens the modal with consent already given and waits for the check to start. */
async function loadingModal() {
  const setup = await start(stored({ scheduling: true }));
  setup.scheduling.send({ type: 'scheduling.open' });
  await flush();
  return setup;
}

describe('scheduling machine', () => {
  it('starts closed', async () => {
    const { scheduling, view } = await start();
    expect(view()).toBe('closed');
    expect(connectScheduling(scheduling.getSnapshot(), noSend).open).toBe(false);
    expect(connectSchedulingModal(scheduling.getSnapshot(), noSend).showsFrame).toBe(false);
  });

  it('opens on awaitingConsent without scheduling consent, and contacts nobody', async () => {
    const { scheduling, check, view } = await start(stored({ analytics: true }));
    scheduling.send({ type: 'scheduling.open' });
    expect(view()).toBe('awaitingConsent');
    expect(connectScheduling(scheduling.getSnapshot(), noSend).open).toBe(true);
    expect(connectSchedulingModal(scheduling.getSnapshot(), noSend).showsFrame).toBe(false);
    await flush();
    expect(check.calls).toHaveLength(0);
  });

  it('"Allow and load" records the consent through the consent actor, then loads', async () => {
    const { scheduling, consent, check, writes, view } = await start();
    scheduling.send({ type: 'scheduling.open' });
    scheduling.send({ type: 'scheduling.allow' });
    expect(selectAllows('scheduling')(consent.getSnapshot())).toBe(true);
    expect(view()).toBe('loading');
    expect(connectSchedulingModal(scheduling.getSnapshot(), noSend).showsFrame).toBe(true);
    expect(scheduling.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(writes).toEqual([{ ...NO_CONSENT, scheduling: true }]);
    expect(check.calls).toHaveLength(1);
  });

  it('opens straight into loading when the visitor already allowed the widget', async () => {
    const { scheduling, check, view } = await start(stored({ scheduling: true }));
    scheduling.send({ type: 'scheduling.open' });
    expect(view()).toBe('loading');
    await flush();
    expect(check.calls).toHaveLength(1);
  });

  it("follows consent given elsewhere while closed (the banner's Accept all)", async () => {
    const { scheduling, consent, view } = await start();
    consent.send({ type: 'consent.acceptAll' });
    scheduling.send({ type: 'scheduling.open' });
    expect(view()).toBe('loading');
  });

  it.each([
    ['frame first', ['frame', 'check'] as const],
    ['check first', ['check', 'frame'] as const],
  ])('is loaded once the page answered and the iframe loaded (%s)', async (_, order) => {
    const { scheduling, check, view } = await loadingModal();
    for (const step of order) {
      expect(view()).toBe('loading');
      if (step === 'frame') scheduling.send({ type: 'scheduling.frameLoaded' });
      else check.last().resolve();
      await flush();
    }
    expect(view()).toBe('loaded');
    expect(connectSchedulingModal(scheduling.getSnapshot(), noSend).showsFrame).toBe(true);
    expect(scheduling.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('fails when the booking page cannot be reached, even though the iframe "loaded"', async () => {
    const { scheduling, check, view } = await loadingModal();
    scheduling.send({ type: 'scheduling.frameLoaded' });
    check.last().reject(new Error('blocked'));
    await flush();
    expect(view()).toBe('failed');
    expect(connectSchedulingModal(scheduling.getSnapshot(), noSend).showsFrame).toBe(false);
  });

  it('fails when the iframe reports an error', async () => {
    const { scheduling, view } = await loadingModal();
    scheduling.send({ type: 'scheduling.frameFailed' });
    expect(view()).toBe('failed');
  });

  it('fails when loading takes longer than the timeout, and ignores a late load', async () => {
    const { scheduling, check, clock, view } = await loadingModal();
    check.last().resolve();
    await flush();
    clock.increment(EMBED_TIMEOUT_MS - 1);
    expect(view()).toBe('loading');
    clock.increment(1);
    expect(view()).toBe('failed');
    scheduling.send({ type: 'scheduling.frameLoaded' });
    expect(view()).toBe('failed');
  });

  it('loads within the timeout without failing later', async () => {
    const { scheduling, check, clock, view } = await loadingModal();
    check.last().resolve();
    scheduling.send({ type: 'scheduling.frameLoaded' });
    await flush();
    clock.increment(EMBED_TIMEOUT_MS * 2);
    expect(view()).toBe('loaded');
  });

  it('tries again from failed', async () => {
    const { scheduling, check, view } = await loadingModal();
    scheduling.send({ type: 'scheduling.frameFailed' });
    scheduling.send({ type: 'scheduling.retry' });
    expect(view()).toBe('loading');
    await flush();
    expect(check.calls).toHaveLength(2);
  });

  it.each([
    [
      'awaitingConsent',
      async () => {
        const setup = await start();
        setup.scheduling.send({ type: 'scheduling.open' });
        return setup;
      },
    ],
    ['loading', loadingModal],
    [
      'loaded',
      async () => {
        const setup = await loadingModal();
        setup.check.last().resolve();
        setup.scheduling.send({ type: 'scheduling.frameLoaded' });
        await flush();
        return setup;
      },
    ],
    [
      'failed',
      async () => {
        const setup = await loadingModal();
        setup.scheduling.send({ type: 'scheduling.frameFailed' });
        return setup;
      },
    ],
  ] as const)('closes from %s', async (state, arrange) => {
    const { scheduling, view } = await arrange();
    expect(view()).toBe(state);
    scheduling.send({ type: 'scheduling.close' });
    expect(view()).toBe('closed');
    expect(connectScheduling(scheduling.getSnapshot(), noSend).open).toBe(false);
  });

  it('a closed modal no longer times out', async () => {
    const { scheduling, clock, view } = await loadingModal();
    scheduling.send({ type: 'scheduling.close' });
    clock.increment(EMBED_TIMEOUT_MS);
    expect(view()).toBe('closed');
  });

  it('reopening after loading loads again', async () => {
    const { scheduling, check, view } = await loadingModal();
    scheduling.send({ type: 'scheduling.close' });
    scheduling.send({ type: 'scheduling.open' });
    expect(view()).toBe('loading');
    await flush();
    expect(check.calls).toHaveLength(2);
  });

  it('withdrawn consent takes the widget away at once', async () => {
    const { scheduling, consent, view } = await loadingModal();
    consent.send({ type: 'consent.customise' });
    consent.send({ type: 'consent.toggle', category: 'scheduling', allowed: false });
    consent.send({ type: 'consent.save' });
    expect(view()).toBe('awaitingConsent');
    expect(scheduling.getSnapshot().context.allowed).toBe(false);
  });

  it('other consent changes while waiting keep it waiting', async () => {
    const { scheduling, consent, view } = await start();
    scheduling.send({ type: 'scheduling.open' });
    consent.send({ type: 'consent.rejectAll' });
    expect(view()).toBe('awaitingConsent');
  });

  it('a consent report that changes nothing keeps the current step', async () => {
    const { scheduling, view } = await start();
    scheduling.send({ type: 'scheduling.open' });
    scheduling.send({ type: 'scheduling.consentChanged', allowed: false });
    expect(view()).toBe('awaitingConsent');
    const open = await loadingModal();
    open.scheduling.send({ type: 'scheduling.consentChanged', allowed: true });
    expect(open.view()).toBe('loading');
    expect(open.scheduling.getSnapshot().context.allowed).toBe(true);
  });

  it('on its own (no consent actor in the system) it never loads', async () => {
    const scheduling = createActor(schedulingMachine, { inspect }).start();
    scheduling.send({ type: 'scheduling.open' });
    scheduling.send({ type: 'scheduling.allow' });
    await flush();
    expect(connectSchedulingModal(scheduling.getSnapshot(), noSend).step).toBe('awaitingConsent');
  });
});
