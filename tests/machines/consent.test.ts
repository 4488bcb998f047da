import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor, type ActorRefFrom } from 'xstate';
import {
  CONSENT_CATEGORIES,
  CONSENT_NOT_STORED_TOAST,
  CONSENT_VERSION,
  connectConsent,
  consentMachine,
  FULL_CONSENT,
  NO_CONSENT,
  parseConsentRecord,
  selectAllows,
  serializeConsentRecord,
  type ConsentChoice,
} from '../../machines/consent/index.ts';
import { toastMachine } from '../../machines/toast/index.ts';
import { noSend } from './connect.ts';
import { inspect } from './coverage.ts';

const record = (choice: Partial<ConsentChoice> = {}, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ version: CONSENT_VERSION, decidedAt: '2025-06-20T09:30:00.000Z', ...NO_CONSENT, ...choice, ...extra });

interface FakeOptions {
  readonly failRead?: boolean;
  readonly failWrite?: boolean;
  /** Keep the read pending until `release()` is called. */
  readonly holdRead?: boolean;
}

/** The consent machine on an in-memory store; `writes` lists every choice written. */
function fakeConsent(stored: string | null, options: FakeOptions = {}) {
  const writes: ConsentChoice[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const machine = consentMachine.provide({
    actors: {
      readStoredConsent: fromPromise(async () => {
        if (options.holdRead) await held;
        if (options.failRead) throw new Error('storage blocked');
        return stored;
      }),
      writeStoredConsent: fromPromise(async ({ input }: { input: { choice: ConsentChoice } }) => {
        if (options.failWrite) throw new Error('quota exceeded');
        writes.push(input.choice);
      }),
    },
  });
  return { machine, writes, release: () => release() };
}

const settled = (snapshot: { matches: (state: 'loading' | 'saving') => boolean }) =>
  !snapshot.matches('loading') && !snapshot.matches('saving');

async function start(stored: string | null, options: FakeOptions = {}) {
  const fake = fakeConsent(stored, options);
  const actor = createActor(fake.machine, { inspect }).start();
  await waitFor(actor, settled);
  return { ...fake, actor };
}

describe('consent machine: the stored choice', () => {
  it('reads storage first, showing no banner until it knows', async () => {
    const { machine, release } = fakeConsent(null, { holdRead: true });
    const actor = createActor(machine, { inspect }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(false);
    expect(selectAllows('scheduling')(actor.getSnapshot())).toBe(false);
    release();
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('undecided');
  });

  it('a valid stored choice is the decision: no banner', async () => {
    const { actor } = await start(record({ analytics: true, scheduling: true }));
    expect(actor.getSnapshot().value).toBe('decided');
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(false);
    expect(actor.getSnapshot().context.choice).toEqual({ preferences: false, analytics: true, marketing: false, scheduling: true });
    expect(selectAllows('analytics')(actor.getSnapshot())).toBe(true);
    expect(selectAllows('marketing')(actor.getSnapshot())).toBe(false);
  });

  it.each([
    ['nothing stored', null],
    ['garbage', 'garbage{'],
    ['an older version', record({ analytics: true }, { version: CONSENT_VERSION - 1 })],
    ['a newer version', record({}, { version: CONSENT_VERSION + 1 })],
    ['a version as a string', record({}, { version: String(CONSENT_VERSION) })],
    ['a category as a string', record({}, { analytics: 'true' })],
    ['a missing category', JSON.stringify({ version: CONSENT_VERSION, decidedAt: '2025-06-20T09:30:00.000Z', preferences: true })],
    ['a bad date', record({}, { decidedAt: 'yesterday' })],
    ['an array', '[]'],
    ['null', 'null'],
  ])('%s counts as "not decided": the banner asks', async (_, stored) => {
    const { actor } = await start(stored);
    expect(actor.getSnapshot().value).toBe('undecided');
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(true);
    expect(actor.getSnapshot().context.choice).toBeNull();
    for (const category of CONSENT_CATEGORIES) expect(selectAllows(category)(actor.getSnapshot())).toBe(false);
  });

  it('unreadable storage counts as "not decided"', async () => {
    const { actor } = await start(record({ analytics: true }), { failRead: true });
    expect(actor.getSnapshot().value).toBe('undecided');
  });
});

describe('consent machine: the banner', () => {
  it('Accept all allows every category and stores it', async () => {
    const { actor, writes } = await start(null);
    actor.send({ type: 'consent.acceptAll' });
    expect(actor.getSnapshot().value).toBe('saving');
    // The choice applies while it is being stored.
    expect(selectAllows('scheduling')(actor.getSnapshot())).toBe(true);
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(false);
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('decided');
    expect(writes).toEqual([FULL_CONSENT]);
  });

  it('Reject refuses every optional category and stores it', async () => {
    const { actor, writes } = await start(null);
    actor.send({ type: 'consent.rejectAll' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.choice).toEqual(NO_CONSENT);
    expect(writes).toEqual([NO_CONSENT]);
  });

  it('Choose categories opens the dialog with everything off; the banner stays behind it', async () => {
    const { actor } = await start(null);
    actor.send({ type: 'consent.customise' });
    expect(actor.getSnapshot().value).toBe('customising');
    expect(connectConsent(actor.getSnapshot(), noSend).dialogOpen).toBe(true);
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(NO_CONSENT);
  });

  it('customise and save stores exactly the switched categories', async () => {
    const { actor, writes } = await start(null);
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'analytics', allowed: true });
    actor.send({ type: 'consent.toggle', category: 'scheduling', allowed: true });
    actor.send({ type: 'consent.toggle', category: 'scheduling', allowed: false });
    actor.send({ type: 'consent.toggle', category: 'preferences', allowed: true });
    // Switching is not deciding: nothing applies until saved.
    expect(actor.getSnapshot().context.choice).toBeNull();
    expect(actor.getSnapshot().context.draft).toEqual({ preferences: true, analytics: true, marketing: false, scheduling: false });
    actor.send({ type: 'consent.save' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('decided');
    expect(connectConsent(actor.getSnapshot(), noSend).dialogOpen).toBe(false);
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(false);
    expect(writes).toEqual([{ preferences: true, analytics: true, marketing: false, scheduling: false }]);
  });

  it('closing the dialog without saving returns to the banner and stores nothing', async () => {
    const { actor, writes } = await start(null);
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'marketing', allowed: true });
    actor.send({ type: 'consent.cancel' });
    expect(actor.getSnapshot().value).toBe('undecided');
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(true);
    expect(writes).toEqual([]);
  });

  it.each([
    ['consent.acceptAll', FULL_CONSENT],
    ['consent.rejectAll', NO_CONSENT],
  ] as const)('%s inside the dialog decides at once', async (type, expected) => {
    const { actor, writes } = await start(null);
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'marketing', allowed: true });
    actor.send({ type });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('decided');
    expect(writes).toEqual([expected]);
  });

  it('ignores banner events once decided, and toggles outside the dialog', async () => {
    const { actor, writes } = await start(record({ marketing: true }));
    actor.send({ type: 'consent.acceptAll' });
    actor.send({ type: 'consent.toggle', category: 'analytics', allowed: true });
    actor.send({ type: 'consent.save' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.choice).toEqual({ ...NO_CONSENT, marketing: true });
    expect(writes).toEqual([]);
  });
});

describe('consent machine: changing the choice later', () => {
  it('Cookie settings reopens the dialog with the saved values', async () => {
    const { actor } = await start(record({ analytics: true, scheduling: true }));
    actor.send({ type: 'consent.customise' });
    expect(actor.getSnapshot().value).toBe('customising');
    expect(actor.getSnapshot().context.draft).toEqual({ preferences: false, analytics: true, marketing: false, scheduling: true });
    // The banner does not come back for a visitor who has decided.
    expect(connectConsent(actor.getSnapshot(), noSend).bannerVisible).toBe(false);
  });

  it('withdrawing a category applies and is stored', async () => {
    const { actor, writes } = await start(record({ analytics: true, scheduling: true }));
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'scheduling', allowed: false });
    actor.send({ type: 'consent.save' });
    expect(selectAllows('scheduling')(actor.getSnapshot())).toBe(false);
    await waitFor(actor, settled);
    expect(writes).toEqual([{ ...NO_CONSENT, analytics: true }]);
  });

  it('closing the reopened dialog keeps the earlier decision', async () => {
    const { actor, writes } = await start(record({ analytics: true }));
    actor.send({ type: 'consent.customise' });
    actor.send({ type: 'consent.toggle', category: 'analytics', allowed: false });
    actor.send({ type: 'consent.cancel' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.choice).toEqual({ ...NO_CONSENT, analytics: true });
    expect(writes).toEqual([]);
  });
});

describe('consent machine: one category on its own (the scheduling modal)', () => {
  it('before any decision, grants only that category and ends the banner', async () => {
    const { actor, writes } = await start(null);
    actor.send({ type: 'consent.allow', category: 'scheduling' });
    expect(selectAllows('scheduling')(actor.getSnapshot())).toBe(true);
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('decided');
    expect(writes).toEqual([{ ...NO_CONSENT, scheduling: true }]);
  });

  it('after a decision, adds the category and keeps the others', async () => {
    const { actor, writes } = await start(record({ analytics: true }));
    actor.send({ type: 'consent.allow', category: 'scheduling' });
    await waitFor(actor, settled);
    expect(writes).toEqual([{ ...NO_CONSENT, analytics: true, scheduling: true }]);
  });
});

describe('consent machine: storage that refuses to write', () => {
  // The consent actor reports through the app's toast actor, found by its system id.
  const harness = (stored: string | null) => {
    const { machine } = fakeConsent(stored, { failWrite: true });
    const root = setup({ actors: { consent: machine, toast: toastMachine } }).createMachine({
      invoke: [
        { id: 'toast', systemId: 'toast', src: 'toast' },
        { id: 'consent', systemId: 'consent', src: 'consent' },
      ],
    });
    const app = createActor(root, { inspect }).start();
    return {
      consent: app.system.get('consent') as ActorRefFrom<typeof consentMachine>,
      toast: app.system.get('toast') as ActorRefFrom<typeof toastMachine>,
    };
  };

  it('keeps the choice for this visit and says it was not saved', async () => {
    const { consent, toast } = harness(null);
    await waitFor(consent, settled);
    consent.send({ type: 'consent.acceptAll' });
    await waitFor(consent, settled);
    expect(consent.getSnapshot().value).toBe('decided');
    expect(selectAllows('analytics')(consent.getSnapshot())).toBe(true);
    expect(toast.getSnapshot().context.current).toMatchObject(CONSENT_NOT_STORED_TOAST);
  });

  it('without a toast actor (standalone) it still decides', async () => {
    const { actor } = await start(null, { failWrite: true });
    actor.send({ type: 'consent.rejectAll' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('decided');
  });
});

describe('parseConsentRecord', () => {
  const wellFormed = fc.record({
    version: fc.constant(CONSENT_VERSION),
    decidedAt: fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    preferences: fc.boolean(),
    analytics: fc.boolean(),
    marketing: fc.boolean(),
    scheduling: fc.boolean(),
  });

  /** The definition of "well-formed", independent of the parser's code. */
  const isWellFormed = (raw: string): boolean => {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return false;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const candidate = value as Record<string, unknown>;
    return (
      candidate.version === CONSENT_VERSION &&
      typeof candidate.decidedAt === 'string' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/.test(candidate.decidedAt) &&
      !Number.isNaN(Date.parse(candidate.decidedAt)) &&
      CONSENT_CATEGORIES.every((category) => typeof candidate[category] === 'boolean')
    );
  };

  // Plain boolean properties: fast enough for thousands of runs on a busy machine.
  it.each([
    ['any string', fc.string({ unit: 'binary', maxLength: 200 })],
    ['any JSON text', fc.json({ maxDepth: 3 })],
  ])('never throws on %s, and accepts only well-formed current-version records', (_, arbitrary) => {
    fc.assert(
      fc.property(arbitrary, (raw) => (parseConsentRecord(raw) !== null) === isWellFormed(raw)),
      { numRuns: 2000 },
    );
  });

  it('never throws on values that are not strings', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(parseConsentRecord(value)).toBeNull();
      }),
      { numRuns: 1000, examples: [[undefined], [null], [{ version: CONSENT_VERSION }]] },
    );
  });

  it('accepts every well-formed record, ignoring extra fields, and nothing else once a field is broken', () => {
    fc.assert(
      fc.property(
        wellFormed,
        fc.dictionary(
          fc.string().filter((key) => !['version', 'decidedAt', ...CONSENT_CATEGORIES, '__proto__'].includes(key)),
          fc.jsonValue(),
        ),
        fc.constantFrom('version', 'decidedAt', ...CONSENT_CATEGORIES),
        fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.constant([]), fc.constant({})),
        (good, extra, field, broken) => {
          const parsed = parseConsentRecord(JSON.stringify({ ...extra, ...good }));
          expect(parsed).toEqual(good);
          const corrupted = JSON.stringify({ ...good, [field]: broken });
          expect(parseConsentRecord(corrupted) !== null).toBe(isWellFormed(corrupted));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads back what serializeConsentRecord writes', () => {
    fc.assert(
      fc.property(wellFormed, (good) => {
        const raw = serializeConsentRecord(good, new Date(good.decidedAt));
        expect(parseConsentRecord(raw)).toEqual(good);
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects every version but the current one', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.string()).filter((version) => version !== CONSENT_VERSION),
        (version) => {
          expect(parseConsentRecord(record({}, { version }))).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });
});
