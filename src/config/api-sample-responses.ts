/**
 * What the sandbox answers each API page's sample request, worked out at build time from the
 * document's `x-sandbox` (src/config/api-reference.ts): the page shows it before anything is
 * sent. Pure.
 */
import { answerFor, withTimes, type SandboxSpec } from './api-sandbox.ts';
import type { SampleRequest } from './api-samples.ts';

/** An answer as the sandbox would give it, dated SAMPLE_TIME, with SAMPLE_UUID for a new id. */
export interface SampleResponse {
  readonly status: number;
  readonly body?: unknown;
}

/** What of an endpoint its sample response depends on. */
interface SampleEndpoint {
  readonly operationId: string;
  readonly sample: SampleRequest;
  readonly response: { readonly status: number };
}

/** The path parameter and ids of the samples (api-reference.ts's). */
const SAMPLE_UUID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
/** The moment a sample response is dated: fixed, so the build makes the same pages every time. */
const SAMPLE_TIME = new Date('2026-01-15T09:30:00.000Z');

function valueAt(body: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), body);
}

/**
 * What the sandbox answers each sample request, shaped as server/sandbox/ shapes it: the
 * example number's answer; a created session with the sample's fields; a code's id as the
 * one the validation sample sends; a read session as the created one; otherwise the
 * operation's success status without a body (204).
 */
export function sampleResponses(spec: SandboxSpec, endpoints: readonly SampleEndpoint[]): SampleResponse[] {
  let created: unknown;
  const validate = endpoints.find((endpoint) => endpoint.operationId === spec.codes?.validate);
  const authenticationId = valueAt(validate?.sample.body, '/authenticationId') ?? SAMPLE_UUID;
  return endpoints.map(({ operationId, sample, response: success }) => {
    const where = spec.operations[operationId];
    if (!where) {
      if (operationId === spec.sessions?.read || operationId === spec.subscriptions?.read) return { status: success.status, body: created };
      if (operationId === spec.subscriptions?.list) return { status: success.status, body: created === undefined ? [] : [created] };
      return { status: success.status };
    }
    const number = valueAt(sample.body, where.number);
    if (typeof number !== 'string') throw new Error(`the ${operationId} example has no phone number at ${where.number}`);
    const { response } = answerFor(spec, operationId, number);
    if ('session' in response && response.session) {
      const request = sample.body as { applicationServer: unknown; qosProfile: unknown; duration: number };
      const available = response.session.qosStatus === 'AVAILABLE';
      const end = new Date(SAMPLE_TIME.getTime() + request.duration * 1000);
      created = {
        sessionId: SAMPLE_UUID,
        device: { phoneNumber: number },
        applicationServer: request.applicationServer,
        qosProfile: request.qosProfile,
        duration: request.duration,
        ...(available ? { startedAt: SAMPLE_TIME.toISOString(), expiresAt: end.toISOString() } : {}),
        qosStatus: response.session.qosStatus,
      };
      return { status: response.status, body: created };
    }
    if ('code' in response && response.code) return { status: response.status, body: { authenticationId } };
    if ('subscription' in response && response.subscription && spec.subscriptions) {
      // As server/sandbox/subscriptions.ts answers it: the request, an id, its times, ACTIVE (never the credential).
      const {
        sinkCredential: _credential,
        config,
        ...request
      } = sample.body as { sinkCredential?: unknown; config: { subscriptionExpireTime?: string } };
      const limit = SAMPLE_TIME.getTime() + spec.subscriptions.maxLifetimeSeconds * 1000;
      const asked = config.subscriptionExpireTime === undefined ? limit : Date.parse(config.subscriptionExpireTime);
      created = {
        id: SAMPLE_UUID,
        ...request,
        config,
        startsAt: SAMPLE_TIME.toISOString(),
        expiresAt: new Date(Math.min(asked, limit)).toISOString(),
        status: 'ACTIVE',
      };
      return { status: response.status, body: created };
    }
    const times = 'times' in response ? response.times : undefined;
    return { status: response.status, body: withTimes(response.body, times, SAMPLE_TIME) };
  });
}
