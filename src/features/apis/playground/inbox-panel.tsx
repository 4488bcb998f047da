import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectInbox } from '../../../../machines/inbox/inbox.connect.ts';
import type { InboxItem, inboxMachine } from '../../../../machines/inbox/index.ts';
import { connectPlaygroundSink } from '../../../../machines/playground/playground.connect.ts';
import type { playgroundMachine } from '../../../../machines/playground/index.ts';
import { playgroundFieldId, playgroundProblemId } from '../../../adapters/playground.dom.ts';
import { useConnect } from '../../../ui/app/use-connect.ts';
import { useHydrated } from '../../../start-up/readiness.ts';
import './inbox.css';

type PlaygroundRef = ActorRefFrom<typeof playgroundMachine>;
type InboxRef = ActorRefFrom<typeof inboxMachine>;

/** A time in the visitor's language, to the second. */
function useTimeFormat() {
  const { i18n } = useTranslation('apis');
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    return (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : format.format(new Date(iso)));
  }, [i18n.resolvedLanguage]);
}

/** One delivery: what happened and when, whether the inbox took it, the bearer it came with, and its data. */
function Delivery({ item }: { item: InboxItem }) {
  const { t } = useTranslation('apis');
  const time = useTimeFormat();
  return (
    <li className="api-inbox-item" data-taken={item.taken}>
      <p className="api-inbox-head">
        <code dir="ltr">{item.name}</code>{' '}
        <span>
          {item.taken
            ? t(($) => $.playground.inbox.taken, { status: item.status })
            : t(($) => $.playground.inbox.refused, { status: item.status })}
        </span>
      </p>
      <dl className="api-play-meta">
        <div>
          <dt>{t(($) => $.playground.inbox.eventTime)}</dt>
          <dd>{time(item.time)}</dd>
        </div>
        <div>
          <dt>{t(($) => $.playground.inbox.receivedAt)}</dt>
          <dd>{time(item.receivedAt)}</dd>
        </div>
        <div>
          <dt>{t(($) => $.playground.inbox.bearer)}</dt>
          <dd>{item.authorization ? <code dir="ltr">{item.authorization}</code> : t(($) => $.playground.inbox.noBearer)}</dd>
        </div>
      </dl>
      <pre
        dir="ltr"
        role="region"
        className="api-play-code"
        // A named, focusable region, so a keyboard can scroll a long line (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        // Each event's own name: two of one type are two regions a screen reader tells apart.
        aria-label={`${t(($) => $.playground.inbox.data)}: ${item.name} (${item.seq})`}
      >
        <code>{item.data}</code>
      </pre>
    </li>
  );
}

/** The inbox once the app runs: make one, its URL to copy, what arrived (live), and delete it. */
function InboxBody({ inbox, playground, onCopy }: { inbox: InboxRef; playground: PlaygroundRef; onCopy: (url: string) => void }) {
  const { t } = useTranslation('apis');
  const time = useTimeFormat();
  const view = useConnect(inbox, connectInbox);
  const { url, failure } = view;
  const { noInbox } = useConnect(playground, connectPlaygroundSink, url);
  return (
    <div className="api-inbox" aria-busy={view.busy}>
      <p className="api-muted">{t(($) => $.playground.inbox.lead)}</p>
      {url === null ? (
        <>
          {failure ? <p className="api-field-error">{t(($) => $.playground.inbox.failures[failure])}</p> : null}
          {noInbox ? (
            <p id={playgroundProblemId('sink')} className="api-field-error">
              {t(($) => $.playground.problems.noInbox)}
            </p>
          ) : null}
          <button
            type="button"
            // The sink's "field": a subscription sent without an inbox brings the keyboard here.
            id={playgroundFieldId('sink')}
            className="api-play-button"
            aria-describedby={noInbox ? playgroundProblemId('sink') : undefined}
            aria-disabled={!view.canCreate || undefined}
            onClick={view.create}
          >
            {view.phase === 'creating' ? t(($) => $.playground.inbox.creating) : t(($) => $.playground.inbox.create)}
          </button>
        </>
      ) : (
        <>
          <div className="api-play-field">
            <span className="api-inbox-label">{t(($) => $.playground.inbox.url)}</span>
            <div className="api-inbox-url">
              <code dir="ltr">{url}</code>
              <button type="button" className="api-play-button" onClick={() => onCopy(url)}>
                {t(($) => $.playground.inbox.copy)}
              </button>
            </div>
            <p className="api-muted">
              {view.connected ? t(($) => $.playground.inbox.listening) : t(($) => $.playground.inbox.reconnecting)}{' '}
              {view.expiresAt ? t(($) => $.playground.inbox.expires, { time: time(view.expiresAt) }) : null}
            </p>
          </div>
          <button type="button" className="api-play-button" aria-disabled={!view.canForget || undefined} onClick={view.forget}>
            {t(($) => $.playground.inbox.forget)}
          </button>
        </>
      )}
      {/* Each arrival, said once and briefly: the latest event's name and time. */}
      <p className="api-inbox-latest" aria-live="polite">
        {view.latest ? t(($) => $.playground.inbox.arrived, { name: view.latest.name, time: time(view.latest.receivedAt) }) : ''}
      </p>
      {url !== null ? (
        view.deliveries.length === 0 ? (
          <p className="api-muted">{t(($) => $.playground.inbox.empty)}</p>
        ) : (
          <section aria-label={t(($) => $.playground.inbox.listTitle)}>
            <h3>{t(($) => $.playground.inbox.listTitle)}</h3>
            <ol className="api-inbox-list">
              {view.deliveries.map((item) => (
                <Delivery key={item.seq} item={item} />
              ))}
            </ol>
          </section>
        )
      ) : null}
    </div>
  );
}

/**
 * The playground's events inbox (issue 42), for an API whose requests take a sink: a disclosure,
 * closed at first, so the page's HTML carries only its summary. Inside, once the app has taken
 * over, the inbox machine (the playground's child, machines/inbox/) drives it.
 */
export function InboxPanel({
  inbox,
  playground,
  onCopy,
}: {
  /** The playground's child (connectPlayground), once it runs. */
  inbox: InboxRef | undefined;
  playground: PlaygroundRef;
  /** Copies the inbox's URL (the page's copy flow, machines/copy/). */
  onCopy: (url: string) => void;
}) {
  const { t } = useTranslation('apis');
  const hydrated = useHydrated();
  return (
    <details className="api-play-inbox">
      <summary>{t(($) => $.playground.inbox.open)}</summary>
      {hydrated && inbox ? <InboxBody inbox={inbox} playground={playground} onCopy={onCopy} /> : null}
    </details>
  );
}
