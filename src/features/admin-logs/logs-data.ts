import ENDPOINT_PATHS from 'virtual:api-endpoint-paths';
import type { ApiSlug } from '../../config/api-slugs.ts';
import { before, DEMO_NOW } from '../../mock/demo-clock.ts';

/**
 * Mock audit data for the Audit Logs page (SPEC §3: user login log, API transaction log),
 * dated relative to now (see src/mock/demo-clock.ts): every entry lies within the last seven
 * days.
 */

export interface ConsentLog {
  readonly id: string;
  readonly timestamp: string;
  readonly action: 'granted' | 'withdrawn';
  readonly scope: ApiSlug;
  /** Masked: the console never shows a subscriber's full number. */
  readonly subscriber: string;
  /** The customer application the consent was given to. */
  readonly client: string;
}

export interface LoginLog {
  readonly id: string;
  readonly timestamp: string;
  readonly userId: string;
  readonly ipAddress: string;
  readonly status: 'success' | 'failedOtp';
}

export interface TransactionLog {
  readonly id: string;
  readonly timestamp: string;
  readonly api: ApiSlug;
  readonly status: 'success' | 'delivered' | 'errorNoCoverage';
  readonly latencyMs: number;
  readonly costUsd: number;
}

/** Consent changes over the last three days, newest first. */
export const consentLogsFor = (now: Date): ConsentLog[] => [
  {
    id: 'cns_4f81a2',
    timestamp: before(now, { minutes: 1, seconds: 53 }),
    action: 'granted',
    scope: 'sim-swap',
    subscriber: '+44 7700 ••• 123',
    client: 'acme-bank-mobile',
  },
  {
    id: 'cns_4f7d19',
    timestamp: before(now, { hours: 15, minutes: 43, seconds: 9 }),
    action: 'withdrawn',
    scope: 'device-location',
    subscriber: '+1 415 ••• 0142',
    client: 'swiftparcel-tracking',
  },
  {
    id: 'cns_4f6c03',
    timestamp: before(now, { days: 1, hours: 1, minutes: 12, seconds: 34 }),
    action: 'granted',
    scope: 'number-verification',
    subscriber: '+55 11 9••• 4410',
    client: 'pagafacil-checkout',
  },
  {
    id: 'cns_4f5b7e',
    timestamp: before(now, { days: 1, hours: 20, minutes: 28, seconds: 50 }),
    action: 'granted',
    scope: 'device-location',
    subscriber: '+972 54 ••• 7781',
    client: 'shieldguard-alerts',
  },
  {
    id: 'cns_4f4a55',
    timestamp: before(now, { days: 2, hours: 12, minutes: 10, seconds: 22 }),
    action: 'withdrawn',
    scope: 'sim-swap',
    subscriber: '+34 612 ••• 908',
    client: 'acme-bank-mobile',
  },
];

/**
 * Every console sign-in of the last seven days, newest first. The users' last logins
 * (src/mock/users-data.ts) are their newest successes here: the first is the signed-in Test Admin's.
 */
export const loginLogsFor = (now: Date): LoginLog[] => [
  { id: 'lgn_90321', timestamp: before(now, { minutes: 2, seconds: 14 }), userId: 'usr_001', ipAddress: '203.0.113.24', status: 'success' },
  {
    id: 'lgn_90320',
    timestamp: before(now, { minutes: 3, seconds: 31 }),
    userId: 'usr_001',
    ipAddress: '203.0.113.24',
    status: 'failedOtp',
  },
  {
    id: 'lgn_90317',
    timestamp: before(now, { hours: 1, minutes: 17, seconds: 57 }),
    userId: 'usr_002',
    ipAddress: '198.51.100.7',
    status: 'success',
  },
  {
    id: 'lgn_90311',
    timestamp: before(now, { days: 1, hours: 3, minutes: 54, seconds: 48 }),
    userId: 'usr_003',
    ipAddress: '2001:db8:85a3::8a2e:370:7334',
    status: 'success',
  },
  {
    id: 'lgn_90306',
    timestamp: before(now, { days: 2, hours: 8, minutes: 32, seconds: 20 }),
    userId: 'usr_004',
    ipAddress: '198.51.100.62',
    status: 'success',
  },
  {
    id: 'lgn_90302',
    timestamp: before(now, { days: 3, hours: 1, minutes: 5, seconds: 41 }),
    userId: 'usr_005',
    ipAddress: '192.0.2.146',
    status: 'failedOtp',
  },
  {
    id: 'lgn_90296',
    timestamp: before(now, { days: 6, hours: 10, minutes: 49, seconds: 55 }),
    userId: 'usr_005',
    ipAddress: '192.0.2.146',
    status: 'success',
  },
];

/** The last few minutes of API traffic, newest first. */
export const transactionLogsFor = (now: Date): TransactionLog[] => [
  { id: 'txn_8c41f0a2', timestamp: before(now, { seconds: 18 }), api: 'sim-swap', status: 'success', latencyMs: 142, costUsd: 0.02 },
  { id: 'txn_8c41ef97', timestamp: before(now, { seconds: 21 }), api: 'otp-sms', status: 'delivered', latencyMs: 1180, costUsd: 0.03 },
  {
    id: 'txn_8c41ee10',
    timestamp: before(now, { minutes: 1, seconds: 2 }),
    api: 'number-verification',
    status: 'success',
    latencyMs: 96,
    costUsd: 0.005,
  },
  {
    id: 'txn_8c41ec5b',
    timestamp: before(now, { minutes: 2, seconds: 40 }),
    api: 'device-location',
    status: 'errorNoCoverage',
    latencyMs: 2035,
    costUsd: 0,
  },
  {
    id: 'txn_8c41eb02',
    timestamp: before(now, { minutes: 3, seconds: 53 }),
    api: 'device-status',
    status: 'success',
    latencyMs: 118,
    costUsd: 0.008,
  },
  {
    id: 'txn_8c41e9c4',
    timestamp: before(now, { minutes: 5, seconds: 16 }),
    api: 'quality-on-demand',
    status: 'success',
    latencyMs: 310,
    costUsd: 0.05,
  },
];

/** The path of an API's endpoint: the one named, or else its first (as the mock logs name the API). */
export function endpointPath(slug: ApiSlug, operationId?: string): string {
  const paths = ENDPOINT_PATHS[slug];
  const path = operationId === undefined ? Object.values(paths)[0] : paths[operationId];
  if (path === undefined) throw new Error(`no endpoint ${operationId ?? ''} in ${slug}`);
  return path;
}

/** The newest transaction as the JSON record kept for a log pipeline (keys are part of the format). */
export const sampleLogFor = (now: Date) =>
  ({
    timestamp: before(now, { seconds: 18 }).replace('Z', '.318Z'),
    transactionId: 'txn_8c41f0a2',
    apiEndpoint: endpointPath('sim-swap', 'checkSimSwap'),
    request: { phoneNumber: '+447700900123' },
    response: { status: 'success', simChanged: false, lastChangeDate: before(now, { days: 172, hours: 21, minutes: 56 }) },
    clientIp: '203.0.113.24',
    processingTimeMs: 142,
  }) as const;

export const CONSENT_LOGS: readonly ConsentLog[] = consentLogsFor(DEMO_NOW);
export const LOGIN_LOGS: readonly LoginLog[] = loginLogsFor(DEMO_NOW);
export const TRANSACTION_LOGS: readonly TransactionLog[] = transactionLogsFor(DEMO_NOW);
export const SAMPLE_LOG = sampleLogFor(DEMO_NOW);
