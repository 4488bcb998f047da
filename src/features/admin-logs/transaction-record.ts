import { SAMPLE_LOG, type ApiKey, type TransactionLog } from './logs-data.ts';

/** Where each API is called (CAMARA-style paths), as the log record names it. */
const ENDPOINTS: Record<ApiKey, string> = {
  numberVerify: '/number-verification/v0/verify',
  simSwap: '/sim-swap/v1/check',
  deviceLocation: '/location-verification/v1/verify',
  deviceStatus: '/device-status/v0/roaming',
  qualityOnDemand: '/quality-on-demand/v0/sessions',
  otpSms: '/one-time-password-sms/v1/send-code',
};

/**
 * A transaction's full log record, in the JSON shape of the sample entry (SPEC §2: timestamp,
 * transactionId, apiEndpoint, request, response, clientIp, processingTimeMs), plus its cost.
 * The sample's own transaction keeps the sample's request and response.
 */
export function transactionRecord(row: TransactionLog) {
  const sample = row.id === SAMPLE_LOG.transactionId;
  return {
    timestamp: row.timestamp,
    transactionId: row.id,
    apiEndpoint: sample ? SAMPLE_LOG.apiEndpoint : ENDPOINTS[row.api],
    request: sample ? SAMPLE_LOG.request : { phoneNumber: SAMPLE_LOG.request.phoneNumber },
    response: sample ? SAMPLE_LOG.response : { status: row.status },
    clientIp: SAMPLE_LOG.clientIp,
    processingTimeMs: row.latencyMs,
    costUsd: row.costUsd,
  };
}
