/** Mock audit data for the Audit Logs page (SPEC §3: user login log, API transaction log). */

export const API_KEYS = ['numberVerify', 'simSwap', 'deviceLocation', 'deviceStatus', 'qualityOnDemand', 'otpSms'] as const;
export type ApiKey = (typeof API_KEYS)[number];

export interface ConsentLog {
  readonly id: string;
  readonly timestamp: string;
  readonly action: 'granted' | 'withdrawn';
  readonly scope: ApiKey;
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
  readonly api: ApiKey;
  readonly status: 'success' | 'delivered' | 'errorNoCoverage';
  readonly latencyMs: number;
  readonly costUsd: number;
}

export const CONSENT_LOGS: readonly ConsentLog[] = [
  {
    id: 'cns_4f81a2',
    timestamp: '2025-11-21T09:14:07Z',
    action: 'granted',
    scope: 'simSwap',
    subscriber: '+44 7700 ••• 123',
    client: 'acme-bank-mobile',
  },
  {
    id: 'cns_4f7d19',
    timestamp: '2025-11-20T17:32:51Z',
    action: 'withdrawn',
    scope: 'deviceLocation',
    subscriber: '+1 415 ••• 0142',
    client: 'swiftparcel-tracking',
  },
  {
    id: 'cns_4f6c03',
    timestamp: '2025-11-20T08:03:26Z',
    action: 'granted',
    scope: 'numberVerify',
    subscriber: '+55 11 9••• 4410',
    client: 'pagafacil-checkout',
  },
  {
    id: 'cns_4f5b7e',
    timestamp: '2025-11-19T12:47:10Z',
    action: 'granted',
    scope: 'deviceLocation',
    subscriber: '+972 54 ••• 7781',
    client: 'shieldguard-alerts',
  },
  {
    id: 'cns_4f4a55',
    timestamp: '2025-11-18T21:05:38Z',
    action: 'withdrawn',
    scope: 'simSwap',
    subscriber: '+34 612 ••• 908',
    client: 'acme-bank-mobile',
  },
];

export const LOGIN_LOGS: readonly LoginLog[] = [
  { id: 'lgn_90321', timestamp: '2025-11-21T08:42:03Z', userId: 'usr_001', ipAddress: '203.0.113.24', status: 'success' },
  { id: 'lgn_90320', timestamp: '2025-11-21T08:40:47Z', userId: 'usr_001', ipAddress: '203.0.113.24', status: 'failedOtp' },
  { id: 'lgn_90317', timestamp: '2025-11-20T16:05:12Z', userId: 'usr_002', ipAddress: '198.51.100.7', status: 'success' },
  { id: 'lgn_90311', timestamp: '2025-11-19T11:27:40Z', userId: 'usr_003', ipAddress: '2001:db8:85a3::8a2e:370:7334', status: 'success' },
  { id: 'lgn_90302', timestamp: '2025-11-18T23:58:19Z', userId: 'usr_004', ipAddress: '192.0.2.146', status: 'failedOtp' },
  { id: 'lgn_90296', timestamp: '2025-11-14T09:10:05Z', userId: 'usr_004', ipAddress: '192.0.2.146', status: 'success' },
];

export const TRANSACTION_LOGS: readonly TransactionLog[] = [
  { id: 'txn_8c41f0a2', timestamp: '2025-11-21T09:15:42Z', api: 'simSwap', status: 'success', latencyMs: 142, costUsd: 0.02 },
  { id: 'txn_8c41ef97', timestamp: '2025-11-21T09:15:39Z', api: 'otpSms', status: 'delivered', latencyMs: 1180, costUsd: 0.03 },
  { id: 'txn_8c41ee10', timestamp: '2025-11-21T09:14:58Z', api: 'numberVerify', status: 'success', latencyMs: 96, costUsd: 0.005 },
  { id: 'txn_8c41ec5b', timestamp: '2025-11-21T09:13:20Z', api: 'deviceLocation', status: 'errorNoCoverage', latencyMs: 2035, costUsd: 0 },
  { id: 'txn_8c41eb02', timestamp: '2025-11-21T09:12:07Z', api: 'deviceStatus', status: 'success', latencyMs: 118, costUsd: 0.008 },
  { id: 'txn_8c41e9c4', timestamp: '2025-11-21T09:10:44Z', api: 'qualityOnDemand', status: 'success', latencyMs: 310, costUsd: 0.05 },
];

/** One transaction as the JSON record kept for a log pipeline (keys are part of the format). */
export const SAMPLE_LOG = {
  timestamp: '2025-11-21T09:15:42.318Z',
  transactionId: 'txn_8c41f0a2',
  apiEndpoint: '/sim-swap/v1/check',
  request: { phoneNumber: '+447700900123' },
  response: { status: 'success', simChanged: false, lastChangeDate: '2025-06-02T11:20:00Z' },
  clientIp: '203.0.113.24',
  processingTimeMs: 142,
} as const;
