import type { AuthorizeInput, SharedToken } from '../authorize/authorize.types.ts';
import type { InboxCard } from '../inbox/inbox.types.ts';

/** How a field's text becomes a JSON value: as it is, or as a number (whole, for `integer`). */
export type PlaygroundFieldKind = 'string' | 'integer' | 'number';

/** One field of an operation's request: a path parameter, or a leaf of the JSON body. */
export interface PlaygroundField {
  /** The path parameter's name, or the body field's dotted path (`device.phoneNumber`). */
  readonly name: string;
  readonly in: 'path' | 'body';
  readonly kind: PlaygroundFieldKind;
  /** The values an enum allows: a choice rather than free text. */
  readonly options?: readonly string[];
  /** A list of one value (CAMARA's subscription `types`): the text is its one item. */
  readonly list?: true;
  readonly required: boolean;
}

/** One operation the playground can send, from the API's OpenAPI document. */
export interface PlaygroundOperation {
  readonly id: string;
  readonly method: string;
  /** From the site's root, with `{name}` for each path parameter. */
  readonly path: string;
  readonly fields: readonly PlaygroundField[];
  /** The field that names the phone number, for operations the number decides. */
  readonly numberField?: string;
  /**
   * The number alone names the device, inside objects the body keeps when a token names it
   * instead (a subscription's `config.subscriptionDetail` stays, empty).
   */
  readonly numberAlone?: true;
  /** Each field's text in the page's sample request ('' when the sample leaves it out). */
  readonly example: Readonly<Record<string, string>>;
  /**
   * Whether the request takes a sink (events): its `sink` and `sinkCredential` are not fields
   * but the events inbox's URL and credential; `required` (a subscription) is not sent without one.
   */
  readonly sink?: 'required' | 'optional';
}

/** The events inbox the requests deliver to: its URL as `sink`, its credential as `sinkCredential`. */
export type PlaygroundInbox = Pick<InboxCard, 'url' | 'sinkCredential'>;

/**
 * A stateful API's life: the opener's answer carries an id (a QoS session's, an OTP code's)
 * that the follow-ups take in the field of the same name; a closer's success spends it.
 */
export interface PlaygroundChain {
  readonly kind: 'session' | 'code' | 'subscription';
  readonly opener: string;
  /** The follow-ups' field the id goes to. */
  readonly idField: string;
  /** Where the opener's answer has it, if not under the same name (a subscription's `id`). */
  readonly answerField?: string;
  /** The first is chosen once the id is there. */
  readonly followUps: readonly string[];
  readonly closers: readonly string[];
}

export interface PlaygroundInput {
  /** The Authorize step's flows, scopes and lines; absent, the playground calls without a token. */
  readonly authorize?: AuthorizeInput;
  /**
   * Whether a three-legged token names the device, so its calls leave the number out (every
   * API but Number Verification, which compares the number sent with the token's line).
   */
  readonly tokenNamesDevice?: boolean;
  /** The API's slug: its draft is kept under its own key. */
  readonly api: string;
  readonly operations: readonly PlaygroundOperation[];
  readonly chain?: PlaygroundChain;
}

/** What the visitor has in the fields, per operation, as typed. */
export type PlaygroundValues = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** A request as it is sent (and as the curl shows it). */
export interface PlaygroundRequest {
  readonly operationId: string;
  readonly method: string;
  /** From the site's root, path parameters filled in (URL-encoded). */
  readonly path: string;
  /** The JSON body; absent for an operation without one. */
  readonly body?: unknown;
  /** `Bearer <token>` when the Authorize step got one. */
  readonly authorization?: string;
}

/** Whatever the sandbox answered, error statuses included: the visitor sees it as it came. */
export interface PlaygroundAnswer {
  readonly operationId: string;
  readonly status: number;
  /** The `x-correlator` header of the answer. */
  readonly correlator: string | null;
  /** The body parsed as JSON; absent when there was none or it was not JSON. */
  readonly body?: unknown;
  /** A body that was not JSON, as text. */
  readonly text?: string;
  /** From sending to the end of the body, in milliseconds. */
  readonly ms: number;
}

/** Why a field stops the request before it is sent (`noInbox`: a subscription's sink, with no events inbox yet). */
export type PlaygroundProblem = 'missing' | 'notANumber' | 'notAWholeNumber' | 'noInbox';

export type PlaygroundCheck =
  | { readonly ok: true; readonly request: PlaygroundRequest }
  | { readonly ok: false; readonly field: string; readonly problem: PlaygroundProblem };

/** What a tab keeps of the playground (sessionStorage), so a new page load finds it. */
export interface PlaygroundDraft {
  readonly operation: string | null;
  readonly values: PlaygroundValues;
  readonly chainId: string | null;
}

export interface PlaygroundContext {
  readonly api: string;
  readonly operations: readonly PlaygroundOperation[];
  readonly chain: PlaygroundChain | null;
  /** The chosen operation's id. */
  readonly operation: string;
  readonly values: PlaygroundValues;
  /** Whether the visitor changed anything since the page came: a draft read later does not overwrite it. */
  readonly edited: boolean;
  /** The field the last check stopped at, until it is edited. */
  readonly invalid: { readonly field: string; readonly problem: PlaygroundProblem } | null;
  /** The request in flight, or last sent, with the fields it was made from. */
  readonly sent: { readonly request: PlaygroundRequest; readonly values: Readonly<Record<string, string>> } | null;
  readonly answer: PlaygroundAnswer | null;
  /** The open session's or code's id (the chain's). */
  readonly chainId: string | null;
  readonly authorize: AuthorizeInput | null;
  readonly tokenNamesDevice: boolean;
  /** The token the Authorize step got, which every call carries while it lives. */
  readonly token: SharedToken | null;
  /** The events inbox (a child), whose URL and credential go with every request that takes a sink. */
  readonly inbox: PlaygroundInbox | null;
}

export type PlaygroundEvent =
  | { type: 'playground.operation'; operation: string }
  | { type: 'playground.edit'; field: string; value: string }
  | { type: 'playground.reset' }
  | { type: 'playground.send' }
  | { type: 'playground.cancel' }
  /** From the Authorize step: a token for the calls, or none any more. */
  | { type: 'playground.token'; token: SharedToken | null }
  /** From the events inbox: the sink for the requests that take one, or none any more. */
  | { type: 'playground.inbox'; inbox: PlaygroundInbox | null }
  /** Raised by the machine itself when an answer came in, for the chain to follow. */
  | { type: 'playground.answer'; answer: PlaygroundAnswer };
