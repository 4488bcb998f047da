import { useTranslation } from 'react-i18next';
import { SANDBOX_BASE_PATH } from '../../config/api-catalogue.ts';
import {
  INBOX_DELIVERIES,
  INBOX_LIFETIME_SECONDS,
  INBOXES_PATH,
  INBOXES_PER_CLIENT,
  SANDBOX_EVENTS_SECTION,
} from '../../config/sandbox-events.ts';
import { leftToRight } from '../../ui/format/bidi.ts';
import { sectionInner } from '../../ui/page/section.tsx';

/**
 * /apis: how the sandbox delivers events (SIM Swap's subscriptions, Quality on Demand's sink),
 * once for both API pages that send them: to an inbox of its own (server/sandbox/inboxes.ts),
 * never to another address, as a real delivery would carry them.
 */
export function SandboxEvents() {
  const { t } = useTranslation('apis');
  return (
    <section id={SANDBOX_EVENTS_SECTION} aria-labelledby="events-title" className={sectionInner}>
      <div className="api-note">
        <h2 id="events-title">{t(($) => $.events.title)}</h2>
        <p>{t(($) => $.events.intro)}</p>
        <p>{t(($) => $.events.inbox, { path: leftToRight(`${SANDBOX_BASE_PATH}${INBOXES_PATH}`) })}</p>
        <p>{t(($) => $.events.delivery)}</p>
        <p>{t(($) => $.events.refusals)}</p>
        <p>{t(($) => $.events.what)}</p>
        <p>
          {t(($) => $.events.limits, {
            hours: INBOX_LIFETIME_SECONDS / 3600,
            deliveries: INBOX_DELIVERIES,
            inboxes: INBOXES_PER_CLIENT,
          })}
        </p>
      </div>
    </section>
  );
}
