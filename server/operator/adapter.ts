// Where the operator (oidc-provider) keeps its state — sign-ins, grants, codes, CIBA requests,
// the client assertions it has seen — in memory, in a fair store (../fair-store.ts): each
// record counts against the client whose request made it, so a flood of sign-ins from one
// network only ever pushes out its own. A record is found by id from anywhere (a code made in a
// browser is exchanged by a server). The client comes from the request being answered
// (`withClient`, an AsyncLocalStorage), since oidc-provider's adapter interface knows none.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Client } from '../clients.ts';
import { FairStore, type FairLimits } from '../fair-store.ts';

interface StateRecord {
  readonly id: string;
  readonly client: Client;
  readonly forgetAt: number;
  readonly model: string;
  readonly payload: AdapterPayload;
}

/** 200 records per client, 2,000 per /24 or /48, 10,000 in all (a few MB). */
export const DEFAULT_OPERATOR_LIMITS: FairLimits = { perClient: 200, perGroup: 2_000, total: 10_000 };

/** How long a record without a lifetime of its own (none in practice) is kept. */
const DEFAULT_SECONDS = 600;
/**
 * Records are kept a minute past their expiry (oidc-provider checks expiry itself), so that a
 * CIBA poll after it is told `expired_token` rather than that the request is unknown.
 */
const GRACE_SECONDS = 60;

/** Work done outside any request (a consent given later, on a timer) counts against the operator itself. */
const OPERATOR: Client = { key: 'operator', group: 'operator' };

const current = new AsyncLocalStorage<Client>();

/** Runs `work` (and everything it schedules) on behalf of `client`. */
export const withClient = <T>(client: Client, work: () => T): T => current.run(client, work);

/**
 * Client assertions seen (kept only so that none is replayed), and codes or requests already
 * used, make room first: a client polling a CIBA request makes one of the former every poll.
 */
const cheap = (record: StateRecord) => record.model === 'ReplayDetection' || record.payload.consumed !== undefined;

/** An oidc-provider adapter factory over one fair store for every model. */
export function fairAdapter(limits: FairLimits = DEFAULT_OPERATOR_LIMITS, now: () => number = Date.now) {
  const store = new FairStore<StateRecord>(limits);
  const key = (model: string, id: string) => `${model}:${id}`;

  return {
    store,
    factory: (model: string): Adapter => ({
      async upsert(id, payload, expiresIn) {
        const at = now();
        const previous = store.find(key(model, id), at);
        if (previous) store.delete(previous);
        const record: StateRecord = {
          id: key(model, id),
          client: current.getStore() ?? OPERATOR,
          forgetAt: at + ((expiresIn ?? DEFAULT_SECONDS) + GRACE_SECONDS) * 1000,
          model,
          payload,
        };
        store.add(record, at, { ownVictim: (mine) => mine.find(cheap) ?? mine[0], cheap });
      },
      async find(id) {
        return store.find(key(model, id), now())?.payload;
      },
      async findByUid(uid) {
        for (const record of store.all(now())) if (record.model === model && record.payload.uid === uid) return record.payload;
        return undefined;
      },
      async findByUserCode(userCode) {
        for (const record of store.all(now())) if (record.model === model && record.payload.userCode === userCode) return record.payload;
        return undefined;
      },
      async consume(id) {
        const record = store.find(key(model, id), now());
        if (record) record.payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id) {
        const record = store.find(key(model, id), now());
        if (record) store.delete(record);
      },
      // Rare (a code used twice): a scan of at most `total` records.
      async revokeByGrantId(grantId) {
        for (const record of store.all(now())) if (record.payload.grantId === grantId) store.delete(record);
      },
    }),
  };
}
