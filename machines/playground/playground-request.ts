import { parseStoredObject } from '../shared/stored-json.ts';
import type {
  PlaygroundCheck,
  PlaygroundDraft,
  PlaygroundField,
  PlaygroundInbox,
  PlaygroundOperation,
  PlaygroundProblem,
  PlaygroundRequest,
  PlaygroundValues,
} from './playground.types.ts';

/**
 * The Authorize step's token, if any: the request carries it, and when it names the device
 * (three-legged, and the API takes the device from it) the number field is left out: CAMARA
 * answers a body that names a device too with 422 UNNECESSARY_IDENTIFIER.
 */
export interface RequestAuth {
  readonly token?: string;
  readonly tokenNamesDevice?: boolean;
}

const WHOLE = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The longest text a field keeps (and a draft restores): far beyond any value the sandbox takes. */
export const PLAYGROUND_FIELD_LIMIT = 1000;

/** A field's text as its JSON value, and what stops it from being sent. */
function valueOf(field: PlaygroundField, text: string): { value: unknown; problem: PlaygroundProblem | null } {
  if (text === '') return { value: undefined, problem: field.required ? 'missing' : null };
  if (field.kind === 'integer')
    return WHOLE.test(text) ? { value: Number(text), problem: null } : { value: text, problem: 'notAWholeNumber' };
  if (field.kind === 'number') return DECIMAL.test(text) ? { value: Number(text), problem: null } : { value: text, problem: 'notANumber' };
  return { value: text, problem: null };
}

function setAt(target: Record<string, unknown>, name: string, value: unknown) {
  const path = name.split('.');
  const last = path.pop() ?? name;
  let node = target;
  for (const key of path) {
    const next = node[key];
    node = next !== null && typeof next === 'object' ? (next as Record<string, unknown>) : (node[key] = {});
  }
  node[last] = value;
}

/**
 * The request the fields make, exactly as typed: empty fields are left out (a path parameter
 * keeps its `{name}`), a number field's text is a number when it reads as one and a string
 * otherwise; an operation that takes a sink gets the events inbox's URL and credential. The
 * curl shows this while the visitor edits; `problems` says what `checkRequest` will stop at.
 */
export function buildRequest(
  operation: PlaygroundOperation,
  values: Readonly<Record<string, string>>,
  auth: RequestAuth = {},
  inbox: PlaygroundInbox | null = null,
): { request: PlaygroundRequest; problems: { field: string; problem: PlaygroundProblem }[] } {
  const problems: { field: string; problem: PlaygroundProblem }[] = [];
  let path = operation.path;
  const bodyFields = operation.fields.filter((field) => field.in === 'body');
  const body: Record<string, unknown> = {};
  for (const field of operation.fields) {
    if (auth.tokenNamesDevice && field.name === operation.numberField) {
      const parent = field.name.split('.').slice(0, -1).join('.');
      if (operation.numberAlone && parent !== '') setAt(body, parent, {});
      continue;
    }
    const text = values[field.name] ?? '';
    const { value, problem } = valueOf(field, text);
    if (problem) problems.push({ field: field.name, problem });
    if (field.in === 'path') {
      if (text !== '') path = path.replace(`{${field.name}}`, encodeURIComponent(text));
    } else if (value !== undefined) setAt(body, field.name, field.list ? [value] : value);
  }
  if (operation.sink && inbox) Object.assign(body, { sink: inbox.url, sinkCredential: inbox.sinkCredential });
  if (operation.sink === 'required' && !inbox) problems.push({ field: 'sink', problem: 'noInbox' });
  return {
    request: {
      operationId: operation.id,
      method: operation.method,
      path,
      ...(bodyFields.length > 0 ? { body } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
    problems,
  };
}

/** The request to send, or the first field that stops it. */
export function checkRequest(
  operation: PlaygroundOperation,
  values: Readonly<Record<string, string>>,
  auth: RequestAuth = {},
  inbox: PlaygroundInbox | null = null,
): PlaygroundCheck {
  const { request, problems } = buildRequest(operation, values, auth, inbox);
  const [first] = problems;
  return first ? { ok: false, ...first } : { ok: true, request };
}

/** Every operation's fields as the page's samples fill them. */
export const exampleValues = (operations: readonly PlaygroundOperation[]): PlaygroundValues =>
  Object.fromEntries(operations.map((operation) => [operation.id, { ...operation.example }]));

/** The sessionStorage key of an API's draft: each API page keeps its own. */
export const playgroundDraftKey = (api: string) => `playgroundDraft:${api}`;

const CHAIN_ID = /^[\w-]{1,100}$/;

const record = (value: unknown): Readonly<Record<string, unknown>> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * Reads whatever is stored as an API's draft. Only a JSON object counts; from it, the chosen
 * operation when it is one of `operations`, each known field's text when it is a string
 * within the limit (any other field keeps its example), and an id of letters, digits and
 * dashes. Anything else is `null`. Never throws.
 */
export function parsePlaygroundDraft(raw: unknown, operations: readonly PlaygroundOperation[]): PlaygroundDraft | null {
  const stored = parseStoredObject(raw);
  if (!stored) return null;
  const operation = typeof stored.operation === 'string' && operations.some(({ id }) => id === stored.operation) ? stored.operation : null;
  const storedValues = record(stored.values) ?? {};
  const values = Object.fromEntries(
    operations.map(({ id, fields, example }) => {
      const candidates = Object.hasOwn(storedValues, id) ? record(storedValues[id]) : null;
      const restored: Record<string, string> = { ...example };
      for (const { name } of fields) {
        const candidate = candidates && Object.hasOwn(candidates, name) ? candidates[name] : undefined;
        if (typeof candidate === 'string' && candidate.length <= PLAYGROUND_FIELD_LIMIT) restored[name] = candidate;
      }
      return [id, restored];
    }),
  );
  const chainId = typeof stored.chainId === 'string' && CHAIN_ID.test(stored.chainId) ? stored.chainId : null;
  return { operation, values, chainId };
}

export const serializePlaygroundDraft = (draft: PlaygroundDraft): string => JSON.stringify(draft);
