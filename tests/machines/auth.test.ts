import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  ADMIN_RECORD,
  authMachine,
  parseAuthRecord,
  selectIsAuthenticated,
  selectIsSettled,
  serializeAuthRecord,
} from '../../machines/auth/index.ts';
import { inspect } from './coverage.ts';

/** An in-memory stand-in for localStorage's authToken entry. */
function fakeStorage(initial: string | null, options: { failWrite?: boolean; failRead?: boolean; failClear?: boolean } = {}) {
  const store = { value: initial, writes: 0, clears: 0 };
  const machine = authMachine.provide({
    actors: {
      readStoredAuth: fromPromise(async () => {
        if (options.failRead) throw new Error('storage blocked');
        return store.value;
      }),
      writeStoredAuth: fromPromise(async ({ input }: { input: { record: typeof ADMIN_RECORD } }) => {
        if (options.failWrite) throw new Error('quota');
        store.writes += 1;
        store.value = serializeAuthRecord(input.record);
      }),
      clearStoredAuth: fromPromise(async () => {
        if (options.failClear) throw new Error('storage blocked');
        store.clears += 1;
        store.value = null;
      }),
    },
  });
  return { store, machine };
}

async function settled(initial: string | null, options?: { failWrite?: boolean; failRead?: boolean; failClear?: boolean }) {
  const { store, machine } = fakeStorage(initial, options);
  const actor = createActor(machine, { inspect }).start();
  await waitFor(actor, selectIsSettled);
  return { store, actor };
}

describe('auth machine', () => {
  it('is verifying the stored session until storage has been read', () => {
    const { machine } = fakeStorage(null);
    const actor = createActor(machine, { inspect }).start();
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(selectIsSettled(actor.getSnapshot())).toBe(false);
  });

  it('authenticates from the exact stored admin record', async () => {
    const { actor, store } = await settled('{"access":"mock","role":"Admin"}');
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().context.record).toEqual(ADMIN_RECORD);
    expect(store.clears).toBe(0);
  });

  it.each([
    ['nothing stored', null],
    ['bad JSON', '{access:mock}'],
    ['wrong role', '{"access":"mock","role":"Editor"}'],
    ['wrong access', '{"access":"real","role":"Admin"}'],
    ['an array', '[{"access":"mock","role":"Admin"}]'],
    ['a string', '"mock"'],
    ['null', 'null'],
    ['case differs', '{"access":"Mock","role":"admin"}'],
  ])('stays logged out and silently removes the key for %s', async (_, raw) => {
    const { actor, store } = await settled(raw);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(store.value).toBeNull();
    expect(store.clears).toBe(1);
  });

  it('stays logged out when a bad record cannot even be removed', async () => {
    const { actor, store } = await settled('{"access":"mock","role":"Viewer"}', { failClear: true });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(store.clears).toBe(0);
  });

  it('stays logged out when storage cannot be read', async () => {
    const { actor } = await settled('{"access":"mock","role":"Admin"}', { failRead: true });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
  });

  it('stores the record on login and becomes authenticated', async () => {
    const { actor, store } = await settled(null);
    actor.send({ type: 'auth.login', record: ADMIN_RECORD });
    expect(actor.getSnapshot().value).toBe('storing');
    await waitFor(actor, selectIsAuthenticated);
    expect(store.value).toBe('{"access":"mock","role":"Admin"}');
    expect(store.writes).toBe(1);
  });

  it('falls back to logged out when the record cannot be stored', async () => {
    const { actor } = await settled(null, { failWrite: true });
    actor.send({ type: 'auth.login', record: ADMIN_RECORD });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(actor.getSnapshot().context.record).toBeNull();
  });

  it('removes the key on logout', async () => {
    const { actor, store } = await settled('{"access":"mock","role":"Admin"}');
    actor.send({ type: 'auth.logout' });
    await waitFor(actor, (snapshot) => snapshot.matches('unauthenticated'));
    expect(store.value).toBeNull();
    expect(actor.getSnapshot().context.record).toBeNull();
  });

  it('signs out when the stored record was tampered with after sign-in', async () => {
    const { actor, store } = await settled('{"access":"mock","role":"Admin"}');
    store.value = '{"access":"mock","role":"Viewer"}';
    actor.send({ type: 'auth.verify' });
    expect(actor.getSnapshot().value).toBe('verifying');
    await waitFor(actor, selectIsSettled);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(store.value).toBeNull();
  });

  it('keeps the session when verification finds the record intact', async () => {
    const { actor } = await settled('{"access":"mock","role":"Admin"}');
    actor.send({ type: 'auth.verify' });
    await waitFor(actor, selectIsSettled);
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('picks up a session written elsewhere (another tab) on verify', async () => {
    const { actor, store } = await settled(null);
    store.value = '{"access":"mock","role":"Admin"}';
    actor.send({ type: 'auth.verify' });
    await waitFor(actor, selectIsSettled);
    expect(actor.getSnapshot().value).toBe('authenticated');
  });

  it('treats a verify read failure as signed out', async () => {
    const options = { failRead: false };
    const { actor, store } = await settled('{"access":"mock","role":"Admin"}', options);
    options.failRead = true;
    actor.send({ type: 'auth.verify' });
    await waitFor(actor, selectIsSettled);
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(store.clears).toBe(1);
  });
});

describe('parseAuthRecord', () => {
  it('never throws and authenticates only access "mock" with role "Admin"', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .anything()
            .map((value) => JSON.stringify(value) as string | undefined)
            .filter((json) => json !== undefined),
        ),
        (raw) => {
          const result = parseAuthRecord(raw);
          if (result === null) return true;
          const parsed = JSON.parse(raw) as { access?: unknown; role?: unknown };
          return parsed.access === 'mock' && parsed.role === 'Admin' && result === ADMIN_RECORD;
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('accepts records that carry the two exact values', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (extra) => {
        const raw = JSON.stringify({ ...extra, access: 'mock', role: 'Admin' });
        return parseAuthRecord(raw) === ADMIN_RECORD;
      }),
      { numRuns: 1000 },
    );
  });

  it('rejects non-strings', () => {
    for (const value of [undefined, null, 1, {}, [], true]) expect(parseAuthRecord(value)).toBeNull();
  });
});
