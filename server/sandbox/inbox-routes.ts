// The inboxes over HTTP (not CAMARA's: the sandbox's own, docs/apis.md "Events"), under the
// sandbox's prefix and hooks (rate limit, CORS, x-correlator, security headers):
//
//   POST   /sandbox/inboxes                  201 { url, sinkCredential, expiresAt }: a new inbox
//   GET    /sandbox/inboxes/<id>             200 { url, expiresAt, deliveries }: what arrived
//   GET    /sandbox/inboxes/<id>/stream      200 text/event-stream: each arrival, live
//   DELETE /sandbox/inboxes/<id>             204
//
// The stream (Server-Sent Events) first repeats what arrived after the client's Last-Event-ID
// (all of it on a first connection), then sends each delivery as it comes (`event: delivery`,
// its seq as the id), a comment every HEARTBEAT_MS so nginx's read timeout and idle proxies never
// cut a quiet one, and `event: end` when the inbox is gone. It asks nginx not to buffer
// (X-Accel-Buffering: no) and is closed after STREAM_MAX_MS, which EventSource reconnects from.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxError } from '../../src/config/api-sandbox.ts';
import { ownOrigin } from '../own-origin.ts';
import type { Events } from './events.ts';
import { HTTP_ERRORS, replyError } from './http.ts';
import type { Delivery } from './inboxes.ts';

/** A comment this often keeps a quiet stream open (nginx's proxy_read_timeout under /sandbox/ is 30 s). */
export const HEARTBEAT_MS = 15_000;
/** A stream is closed after this long; EventSource reconnects and picks up where it was. */
export const STREAM_MAX_MS = 10 * 60 * 1000;
/** Live streams at once: per inbox, and in all. */
export const MAX_STREAMS_PER_INBOX = 3;
export const MAX_STREAMS = 1_000;

const ID = /^[0-9a-f]{32}$/;

const QUOTA_EXCEEDED: SandboxError = {
  status: 429,
  body: { status: 429, code: 'QUOTA_EXCEEDED', message: 'Too many live streams of this inbox: close one first.' },
};

const sse = (delivery: Delivery) => `id: ${delivery.seq}\nevent: delivery\ndata: ${JSON.stringify(delivery)}\n\n`;

export interface InboxRoutesOptions {
  readonly events: Events;
  readonly now: () => number;
  /** The site's host names besides loopback: an inbox's URL is made on the origin the request came to, if it is one of these. */
  readonly siteHosts: ReadonlySet<string>;
}

export function inboxRoutes(app: FastifyInstance, { events, now, siteHosts }: InboxRoutesOptions): void {
  const { inboxes } = events;
  const perInbox = new Map<string, number>();
  let streams = 0;
  const json = (response: FastifyReply, status: number, body: unknown) =>
    response.code(status).header('Content-Type', 'application/json').send(JSON.stringify(body));
  const idOf = (request: FastifyRequest<{ Params: { inboxId: string } }>) =>
    ID.test(request.params.inboxId) ? request.params.inboxId : undefined;

  app.post('/inboxes', (request, response) => {
    const origin = ownOrigin(request, siteHosts);
    if (!origin) return replyError(response, HTTP_ERRORS.notFound);
    return json(response, 201, inboxes.create(request.client, origin, now()));
  });

  app.get('/inboxes/:inboxId', (request: FastifyRequest<{ Params: { inboxId: string } }>, response) => {
    const id = idOf(request);
    const inbox = id ? inboxes.find(id, now()) : undefined;
    if (!inbox) return replyError(response, HTTP_ERRORS.notFound);
    return json(response, 200, { url: inbox.card.url, expiresAt: inbox.card.expiresAt, deliveries: inbox.deliveries });
  });

  app.delete('/inboxes/:inboxId', (request: FastifyRequest<{ Params: { inboxId: string } }>, response) => {
    const id = idOf(request);
    if (!id || !inboxes.delete(id, now())) return replyError(response, HTTP_ERRORS.notFound);
    return response.code(204).send();
  });

  // No HEAD: it would open a stream for nothing.
  app.get('/inboxes/:inboxId/stream', { exposeHeadRoute: false }, (request: FastifyRequest<{ Params: { inboxId: string } }>, response) => {
    const id = idOf(request);
    const inbox = id ? inboxes.find(id, now()) : undefined;
    if (!id || !inbox) return replyError(response, HTTP_ERRORS.notFound);
    if ((perInbox.get(id) ?? 0) >= MAX_STREAMS_PER_INBOX) return replyError(response, QUOTA_EXCEEDED);
    if (streams >= MAX_STREAMS) return replyError(response, HTTP_ERRORS.unavailable, { 'Retry-After': '10' });

    const stream = new PassThrough();
    const last = Number(request.headers['last-event-id']);
    const seen = Number.isInteger(last) && last > 0 ? last : 0;
    // Two kilobytes of padding first would defeat buffering proxies we do not run; nginx is told not to buffer.
    stream.write(`retry: 3000\n\n`);
    for (const delivery of inbox.deliveries) if (delivery.seq > seen) stream.write(sse(delivery));
    let done = false;
    const stop = inboxes.follow(id, now(), (delivery) => {
      if (delivery) stream.write(sse(delivery));
      else finish(true);
    });
    streams += 1;
    perInbox.set(id, (perInbox.get(id) ?? 0) + 1);
    const heartbeat = setInterval(() => {
      // An inbox past its hour is gone even if nobody asked: the stream says so and ends.
      if (!inboxes.find(id, now())) finish(true);
      else stream.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const deadline = setTimeout(() => finish(false), STREAM_MAX_MS);
    deadline.unref();
    function finish(gone: boolean) {
      if (done) return;
      done = true;
      stop?.();
      clearInterval(heartbeat);
      clearTimeout(deadline);
      streams -= 1;
      const left = (perInbox.get(id!) ?? 1) - 1;
      if (left > 0) perInbox.set(id!, left);
      else perInbox.delete(id!);
      if (gone) stream.write('event: end\ndata: {}\n\n');
      stream.end();
    }
    request.raw.once('close', () => finish(false));
    return response.code(200).headers({ 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' }).send(stream);
  });

  // Every other method at an inbox's paths: 405, naming the ones it has (deliveries come from the sandbox only).
  const notAllowed = (allow: string) => (_request: FastifyRequest, response: FastifyReply) =>
    replyError(response, HTTP_ERRORS.methodNotAllowed, { Allow: allow });
  app.route({ method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'], url: '/inboxes', handler: notAllowed('POST, OPTIONS') });
  app.route({ method: ['POST', 'PUT', 'PATCH'], url: '/inboxes/:inboxId', handler: notAllowed('GET, HEAD, DELETE, OPTIONS') });
  app.route({ method: ['HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/inboxes/:inboxId/stream', handler: notAllowed('GET, OPTIONS') });
}
