import { parseStoredObject } from '../shared/stored-json.ts';
import type { InboxCard, InboxDelivery } from './inbox.types.ts';

/** The deliveries the panel keeps, as the sandbox does (server/sandbox/inboxes.ts). */
export const MAX_INBOX_DELIVERIES = 25;

/** The sessionStorage key of this tab's inbox: one for the visit, whichever API page made it. */
export const INBOX_STORAGE_KEY = 'sandboxInbox';

const INBOX_URL = /^https?:\/\/[^/?#\s]+\/sandbox\/inboxes\/[0-9a-f]{32}$/;

const isText = (value: unknown, limit = 2048): value is string => typeof value === 'string' && value.length > 0 && value.length <= limit;
const record = (value: unknown): Readonly<Record<string, unknown>> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * An inbox card from anything (the sandbox's answer, or what this tab stored): a sandbox inbox
 * URL on `origin` and an access token credential, or null. Never throws.
 */
export function parseInboxCard(value: unknown, origin: string): InboxCard | null {
  const card = typeof value === 'string' ? parseStoredObject(value) : record(value);
  const credential = record(card?.sinkCredential);
  if (!card || !credential) return null;
  const { url, expiresAt } = card;
  const { accessToken, accessTokenExpiresUtc } = credential;
  if (!isText(url) || !INBOX_URL.test(url) || !url.startsWith(`${origin}/`)) return null;
  if (!isText(accessToken) || !isText(accessTokenExpiresUtc, 64) || !isText(expiresAt, 64)) return null;
  if (credential.credentialType !== 'ACCESSTOKEN' || credential.accessTokenType !== 'bearer') return null;
  return {
    url,
    sinkCredential: { credentialType: 'ACCESSTOKEN', accessToken, accessTokenExpiresUtc, accessTokenType: 'bearer' },
    expiresAt,
  };
}

/** A delivery off the live stream (one `data:` line), or null if it is not one. */
export function parseDelivery(value: unknown): InboxDelivery | null {
  const delivery = record(value);
  const event = record(delivery?.event);
  if (!delivery || !event) return null;
  const { seq, receivedAt, status, authorization } = delivery;
  const { id, type, source, time } = event;
  if (typeof seq !== 'number' || !Number.isInteger(seq) || typeof status !== 'number') return null;
  if (!isText(receivedAt, 64) || (authorization !== null && !isText(authorization))) return null;
  if (!isText(id, 256) || !isText(type, 256) || !isText(source) || !isText(time, 64)) return null;
  return { seq, receivedAt, status, authorization, event: { id, type, source, time, ...('data' in event ? { data: event.data } : {}) } };
}
