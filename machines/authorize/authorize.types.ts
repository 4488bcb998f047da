/** The flows the playground runs in the browser: CIBA (three-legged) and client credentials (two-legged). */
export type AuthorizeFlow = 'ciba' | 'clientCredentials';

/** A step of the sequence diagram, between two of its four parties. */
export type AuthorizeStep = 'request' | 'consent' | 'poll' | 'token' | 'call';
export type AuthorizeParty = 'client' | 'operator' | 'device' | 'api';
/** How a step stands: not reached, under way, done, or where the flow stopped. */
export type StepStatus = 'waiting' | 'current' | 'done' | 'failed';

export interface AuthorizeInput {
  /** The flows this API allows that the playground can run, first the one CAMARA prefers. */
  readonly flows: readonly AuthorizeFlow[];
  /** Every scope the API's operations ask for, and the purpose (one `dpv:` value). */
  readonly scopes: readonly string[];
  readonly purpose: string;
  /** The `login_hint` numbers offered (CIBA), the first chosen. */
  readonly numbers: readonly string[];
}

/** The operator's answer to CIBA's authentication request. */
export interface BackchannelStarted {
  readonly authReqId: string;
  /** Seconds between polls, as the operator asks. */
  readonly interval: number;
}

/** A token from the operator: the JWT and what it decodes to (never verified here: the API does that). */
export interface IssuedToken {
  readonly value: string;
  readonly header: Readonly<Record<string, unknown>>;
  readonly claims: Readonly<Record<string, unknown>>;
  /** Seconds it lives. */
  readonly expiresIn: number;
}

/** One poll of the token endpoint: a token, or the operator's reason to wait or stop. */
export type PollResult =
  { readonly kind: 'token'; readonly token: IssuedToken } | { readonly kind: 'pending' } | { readonly kind: 'slowDown' };

/** An error the operator answered (`access_denied`, `expired_token`, `invalid_scope`…), or none reached it. */
export class OperatorError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** What the page shows of each poll, newest last. */
export type PollNote = 'pending' | 'slowDown';

export interface AuthorizeContext {
  readonly flows: readonly AuthorizeFlow[];
  readonly scopes: readonly string[];
  readonly purpose: string;
  readonly numbers: readonly string[];
  readonly flow: AuthorizeFlow;
  readonly loginHint: string;
  readonly authReqId: string | null;
  /** Seconds to the next poll (grows by 5 after `slow_down`). */
  readonly interval: number;
  readonly polls: readonly PollNote[];
  readonly token: IssuedToken | null;
  /** The step the flow stopped at, and the operator's error code ('unreachable' when none came). */
  readonly failure: { readonly step: AuthorizeStep; readonly code: string } | null;
  /** The status of the last call the playground made with the token. */
  readonly called: number | null;
}

export type AuthorizeEvent =
  | { type: 'authorize.flow'; flow: AuthorizeFlow }
  | { type: 'authorize.loginHint'; loginHint: string }
  | { type: 'authorize.purpose'; purpose: string }
  | { type: 'authorize.start' }
  | { type: 'authorize.cancel' }
  /** Drop the token: the playground calls without one again. */
  | { type: 'authorize.forget' }
  /** Sent by the playground for each answer: its status, and whether the call carried the token. */
  | { type: 'authorize.called'; status: number; withToken: boolean };

/** What the playground is told when a token comes or goes. */
export interface SharedToken {
  readonly value: string;
  /** A three-legged token names the device: the call's body need not (and must not). */
  readonly threeLegged: boolean;
}
