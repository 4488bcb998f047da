import { PROD_STACKS } from '../../playwright.prod.config.ts';
import { expect, test } from '../e2e/fixtures.ts';

// Events through the shipped stack (nginx → the site's service), nothing faked: an inbox made
// through nginx is on nginx's origin, and its live stream (Server-Sent Events) comes through
// nginx unbuffered and uncompressed, so a session's first event arrives the moment it is made.

const origin = PROD_STACKS.limited.url;

test('an inbox’s live stream comes through nginx as each event happens, neither buffered nor compressed', async () => {
  const made = await fetch(`${origin}/sandbox/inboxes`, { method: 'POST' });
  expect(made.status).toBe(201);
  const inbox = (await made.json()) as { url: string; sinkCredential: object };
  expect(inbox.url).toMatch(new RegExp(`^${origin}/sandbox/inboxes/[0-9a-f]{32}$`));

  const controller = new AbortController();
  // A browser's EventSource asks for compression too; nginx must not compress (and so hold) the stream.
  const stream = await fetch(`${inbox.url}/stream`, { headers: { 'Accept-Encoding': 'gzip, br' }, signal: controller.signal });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(stream.headers.get('content-encoding')).toBeNull();
  expect(stream.headers.get('access-control-allow-origin')).toBe('*');
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const until = async (holds: () => boolean, within: number) => {
    const deadline = Date.now() + within;
    while (!holds()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`not within ${within} ms; so far: ${JSON.stringify(text)}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timed out')), left)),
      ]);
      if (chunk.done) throw new Error('the stream ended');
      text += decoder.decode(chunk.value, { stream: true });
    }
  };
  // The stream's first bytes arrive at once: nothing waits for a buffer to fill.
  await until(() => text.includes('retry: 3000'), 3_000);

  const sent = Date.now();
  const session = await fetch(`${origin}/sandbox/quality-on-demand/v1/sessions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      device: { phoneNumber: '+99050000001' },
      applicationServer: { ipv4Address: '198.51.100.10' },
      qosProfile: 'QOS_L',
      duration: 60,
      sink: inbox.url,
      sinkCredential: inbox.sinkCredential,
    }),
  });
  expect(session.status).toBe(201);
  const { sessionId } = (await session.json()) as { sessionId: string };
  await until(() => text.includes('event: delivery'), 3_000);
  console.log(`the AVAILABLE event reached the stream through nginx ${Date.now() - sent} ms after the session was asked for`);
  const [, data] = /event: delivery\ndata: (.+)\n\n/.exec(text)!;
  expect(JSON.parse(data!)).toMatchObject({
    status: 204,
    contentType: 'application/cloudevents+json; charset=utf-8',
    event: {
      type: 'org.camaraproject.quality-on-demand.v1.qos-status-changed',
      source: `${origin}/sandbox/quality-on-demand/v1/sessions/${sessionId}`,
      data: { sessionId, qosStatus: 'AVAILABLE' },
    },
  });
  controller.abort();
  expect((await fetch(`${origin}/sandbox/quality-on-demand/v1/sessions/${sessionId}`, { method: 'DELETE' })).status).toBe(204);
  expect((await fetch(inbox.url, { method: 'DELETE' })).status).toBe(204);
});

test('a sink on another host is refused through nginx, and nothing is called', async () => {
  const made = (await (await fetch(`${origin}/sandbox/inboxes`, { method: 'POST' })).json()) as { url: string; sinkCredential: object };
  const answer = await fetch(`${origin}/sandbox/sim-swap-subscriptions/v0.3/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      protocol: 'HTTP',
      sink: made.url.replace('127.0.0.1', 'localhost'),
      sinkCredential: made.sinkCredential,
      types: ['org.camaraproject.sim-swap-subscriptions.v0.swapped'],
      config: { subscriptionDetail: { phoneNumber: '+99020000005' } },
    }),
  });
  expect(answer.status).toBe(400);
  expect(((await answer.json()) as { code: string }).code).toBe('INVALID_SINK');
});
