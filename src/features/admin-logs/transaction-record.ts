import { endpointPath, SAMPLE_LOG, type TransactionLog } from './logs-data.ts';

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
    apiEndpoint: sample ? SAMPLE_LOG.apiEndpoint : endpointPath(row.api),
    request: sample ? SAMPLE_LOG.request : { phoneNumber: SAMPLE_LOG.request.phoneNumber },
    response: sample ? SAMPLE_LOG.response : { status: row.status },
    clientIp: SAMPLE_LOG.clientIp,
    processingTimeMs: row.latencyMs,
    costUsd: row.costUsd,
  };
}
