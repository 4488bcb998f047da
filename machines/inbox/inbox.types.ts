/** An inbox of the sandbox, as POST /sandbox/inboxes answers it: its URL is a sink, its credential the sinkCredential. */
export interface InboxCard {
  readonly url: string;
  readonly sinkCredential: {
    readonly credentialType: 'ACCESSTOKEN';
    readonly accessToken: string;
    readonly accessTokenExpiresUtc: string;
    readonly accessTokenType: 'bearer';
  };
  readonly expiresAt: string;
}

/** A delivery the inbox received, as its live stream sends it: the CloudEvent, the bearer it came with, and whether it was taken. */
export interface InboxDelivery {
  /** 1, 2, 3… in order of arrival. */
  readonly seq: number;
  readonly receivedAt: string;
  /** 204: taken; 401: refused (no bearer, or not this inbox's). */
  readonly status: number;
  readonly authorization: string | null;
  readonly event: {
    readonly id: string;
    readonly type: string;
    readonly source: string;
    readonly time: string;
    readonly data?: unknown;
  };
}

/** Why there is no inbox: it could not be made, or it has gone (its two hours are over, or it was deleted). */
export type InboxFailure = 'unreachable' | 'gone';

export interface InboxContext {
  readonly card: InboxCard | null;
  /** Oldest first; at most MAX_INBOX_DELIVERIES. */
  readonly deliveries: readonly InboxDelivery[];
  readonly failure: InboxFailure | null;
}

export type InboxEvent =
  | { type: 'inbox.create' }
  | { type: 'inbox.forget' }
  /** From the live stream: it is open; it dropped (it reconnects by itself); a delivery; the inbox is gone. */
  | { type: 'inbox.connected' }
  | { type: 'inbox.interrupted' }
  | { type: 'inbox.delivery'; delivery: InboxDelivery }
  | { type: 'inbox.gone' };
