import type { PlaygroundField, PlaygroundInput, PlaygroundOperation } from '../../../../machines/playground/index.ts';
import type { AuthorizeFlow, AuthorizeInput } from '../../../../machines/authorize/index.ts';
import type { ApiSlug } from '../../../config/api-catalogue.ts';
import { API_FLOWS, CONSENT_NUMBERS, PURPOSES } from '../../../config/sandbox-operator.ts';
import type { ApiPageData, ApiReference, ReferenceEndpoint, ReferenceField } from '../../../config/api-reference.ts';

/**
 * `names`: the field is the operation's number. The schema leaves it optional (a three-legged
 * token may name the device instead), but the playground sends no token, so the sandbox needs it.
 */
function fieldOf(field: ReferenceField, where: PlaygroundField['in'], names = false): PlaygroundField {
  // A list of one choice (a subscription's `types`) is that choice, sent as a list.
  const list = field.type.startsWith('array of string') && field.values !== undefined;
  // Request bodies have strings, whole numbers and decimals; anything else would need an editor of its own.
  if (!list && /^(array|object|boolean)/.test(field.type)) throw new Error(`the playground cannot edit ${field.name} (${field.type})`);
  const kind = field.type.startsWith('integer') ? 'integer' : field.type.startsWith('number') ? 'number' : 'string';
  return {
    name: field.name,
    in: where,
    kind,
    required: field.required || names,
    ...(field.values ? { options: field.values } : {}),
    ...(list ? { list: true as const } : {}),
  };
}

const valueAt = (body: unknown, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), body);

/** Each field's text in the page's sample request: its body's values, its path's parameters. */
function exampleOf(endpoint: ReferenceEndpoint): Record<string, string> {
  const example: Record<string, string> = {};
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  // The template with each parameter as a capture, matched against the sample's path.
  const pattern = new RegExp(`^${endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)')}$`);
  const captured = pattern.exec(endpoint.sample.path)?.slice(1) ?? [];
  names.forEach((name, index) => (example[name] = decodeURIComponent(captured[index] ?? '')));
  for (const field of endpoint.request) {
    const value = valueAt(endpoint.sample.body, field.name);
    const one = Array.isArray(value) && value.length === 1 ? (value[0] as unknown) : value;
    example[field.name] = typeof one === 'string' || typeof one === 'number' ? String(one) : '';
  }
  return example;
}

/**
 * The Authorize step's choices: the flows the browser can run that the API allows (CIBA and
 * client credentials; the front-end flow runs on the device), the scopes of every operation,
 * the first purpose, and the lines to ask for: the page's first test number (the person
 * consents at once), then the numbers that consent late, refuse, or never answer.
 */
function authorizeInput(slug: ApiSlug, reference: ApiReference): AuthorizeInput {
  const flows = API_FLOWS[slug].filter((flow): flow is AuthorizeFlow => flow === 'ciba' || flow === 'clientCredentials');
  const scopes = [...new Set(reference.endpoints.flatMap((endpoint) => endpoint.scopes))];
  const first = reference.numbers.find((entry) => entry.number)?.number;
  const numbers = [...(first ? [first] : []), CONSENT_NUMBERS.afterPolls, CONSENT_NUMBERS.denies, CONSENT_NUMBERS.expires];
  return { flows, scopes, purpose: PURPOSES[0], numbers };
}

/**
 * The playground's operations, read from the same reference as the page (its endpoints, their
 * fields and samples, the test numbers' fields), and the chain of a stateful API: a QoS
 * session's id goes to reading and releasing it, an OTP code's to validating it.
 */
export function playgroundInput(slug: ApiSlug, reference: ApiReference): PlaygroundInput {
  const operations = reference.endpoints.map((endpoint): PlaygroundOperation => {
    // Events: the sink and its credential are the events inbox's, not fields to type.
    const byInbox = (name: string) => name === 'sink' || name === 'sinkCredential';
    const sink = endpoint.request.find((field) => field.name === 'sink');
    const example = Object.fromEntries(Object.entries(exampleOf(endpoint)).filter(([name]) => !byInbox(name)));
    return {
      id: endpoint.operationId,
      method: endpoint.method,
      path: endpoint.path,
      fields: [
        ...endpoint.parameters.map((field) => fieldOf(field, 'path')),
        ...endpoint.request
          .filter((field) => !byInbox(field.name))
          .map((field) => fieldOf(field, 'body', field.name === reference.numberFields[endpoint.operationId])),
      ],
      ...(reference.numberFields[endpoint.operationId] ? { numberField: reference.numberFields[endpoint.operationId] } : {}),
      ...(reference.numberAlone.includes(endpoint.operationId) ? { numberAlone: true as const } : {}),
      example,
      ...(sink ? { sink: sink.required ? ('required' as const) : ('optional' as const) } : {}),
    };
  });
  const { sessions, codes, subscriptions } = reference;
  const chain: PlaygroundInput['chain'] = subscriptions
    ? {
        kind: 'subscription',
        opener: subscriptions.create,
        idField: 'subscriptionId',
        answerField: 'id',
        followUps: [subscriptions.read, subscriptions.delete],
        closers: [subscriptions.delete],
      }
    : sessions
      ? {
          kind: 'session',
          opener: sessions.create,
          idField: 'sessionId',
          followUps: [sessions.read, sessions.delete],
          closers: [sessions.delete],
        }
      : codes
        ? { kind: 'code', opener: codes.send, idField: 'authenticationId', followUps: [codes.validate], closers: [codes.validate] }
        : undefined;
  return {
    api: slug,
    operations,
    ...(chain ? { chain } : {}),
    authorize: authorizeInput(slug, reference),
    tokenNamesDevice: !reference.comparesWithToken,
  };
}

// One definition per page's data, so a render does not rebuild it.
const inputs = new WeakMap<ApiPageData, PlaygroundInput>();
export function inputFor(slug: ApiSlug, reference: ApiPageData): PlaygroundInput {
  let input = inputs.get(reference);
  if (!input) inputs.set(reference, (input = playgroundInput(slug, reference)));
  return input;
}

/** The documented test numbers with their outcomes (the row of the other test numbers has none). */
const numberLists = new WeakMap<ApiPageData, { number: string; outcome: string }[]>();
export function numbersOf(reference: ApiPageData) {
  let numbers = numberLists.get(reference);
  if (!numbers) {
    numbers = reference.numbers.flatMap(({ number, outcome }) => (number ? [{ number, outcome }] : []));
    numberLists.set(reference, numbers);
  }
  return numbers;
}
