import { parseDelivery, type InboxEvent } from '../../machines/inbox/index.ts';

/** How long after the sandbox refused the stream (not a drop, which EventSource retries by itself) it is asked again. */
const REOPEN_MS = 5_000;

/**
 * Follows an inbox's live stream (Server-Sent Events at `<url>/stream`, server/sandbox/inbox-routes.ts):
 * tells `send` when it is open, when it dropped (EventSource reconnects by itself, and the stream
 * repeats what came meanwhile), each delivery, and when the inbox is gone (the stream's `end`, or
 * a 404 for it). A refusal for another reason (too many streams) is tried again after REOPEN_MS.
 * Returns how to stop.
 */
export function followInbox(url: string, send: (event: InboxEvent) => void): () => void {
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tell = (event: InboxEvent) => {
    if (!stopped) send(event);
  };
  const close = () => {
    source?.close();
    source = undefined;
  };
  const open = () => {
    const stream = new EventSource(`${url}/stream`);
    source = stream;
    stream.addEventListener('open', () => tell({ type: 'inbox.connected' }));
    stream.addEventListener('delivery', (message) => {
      let delivery;
      try {
        delivery = parseDelivery(JSON.parse((message as MessageEvent<string>).data));
      } catch {
        delivery = null;
      }
      if (delivery) tell({ type: 'inbox.delivery', delivery });
    });
    stream.addEventListener('end', () => {
      close();
      tell({ type: 'inbox.gone' });
    });
    stream.addEventListener('error', () => {
      tell({ type: 'inbox.interrupted' });
      if (stream.readyState !== EventSource.CLOSED) return;
      // The sandbox answered, but not with the stream: is the inbox still there?
      close();
      const later = () => {
        if (!stopped) reopen = setTimeout(open, REOPEN_MS);
      };
      fetch(url, { cache: 'no-store', credentials: 'omit' }).then(
        (response) => (response.status === 404 ? tell({ type: 'inbox.gone' }) : later()),
        later,
      );
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(reopen);
    close();
  };
}
