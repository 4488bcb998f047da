import { useTranslation } from 'react-i18next';
import { button } from 'styled-system/recipes/button';
import { SANDBOX_BASE_PATH } from '../../config/api-catalogue.ts';
import { ipv6OfNumber, TEST_IPV6_PREFIX, TEST_NUMBER_PREFIX } from '../../config/test-devices.ts';
import {
  ANOTHER_LINE_NUMBER,
  CONSENT_DELAY_SECONDS,
  CONSENT_NUMBERS,
  FRONT_END_NUMBER,
  OPERATOR_ROUTES,
  OPERATOR_TIMES,
  SANDBOX_CLIENT,
  SHORT_REQUEST_SECONDS,
} from '../../config/sandbox-operator.ts';
import { leftToRight } from '../../ui/format/bidi.ts';
import { SectionLink } from '../../ui/page/section-link.tsx';
import { sectionInner } from '../../ui/page/section.tsx';
import { SANDBOX_OPERATOR_SECTION } from './api-access.tsx';

/** The device the rule of test devices' IPv6 addresses is shown with (Device Status's first). */
const DEVICE_EXAMPLE = '+99040000001';

const CONSENT_ROWS = [
  { number: undefined, outcome: 'atOnce' },
  { number: CONSENT_NUMBERS.afterPolls, outcome: 'afterPolls' },
  { number: CONSENT_NUMBERS.denies, outcome: 'denies' },
  { number: CONSENT_NUMBERS.expires, outcome: 'expires' },
] as const;

/**
 * /apis: how production access works (an operator's OAuth 2.0 token through CAMARA's flows) and
 * how to rehearse it against the sandbox's operator (server/operator/): its published test client
 * and key, consent by test number, the sign-in page's choices, and what it simplifies.
 */
export function SandboxOperator() {
  const { t } = useTranslation(['apis', 'common']);
  const words = { seconds: CONSENT_DELAY_SECONDS, interval: OPERATOR_TIMES.pollInterval };
  return (
    // Not `api-later` (content-visibility: auto): on a phone this section is far taller than that
    // placeholder, so while skipped its end lay over the footer (axe and Lighthouse: target size,
    // contrast), and a link to #sandbox-operator could land short.
    <section id={SANDBOX_OPERATOR_SECTION} aria-labelledby="production-title" className={sectionInner}>
      <div className="api-note">
        <h2 id="production-title">{t(($) => $.production.title)}</h2>
        <p>{t(($) => $.production.sandbox)}</p>
        <p>
          {t(($) => $.production.devices, {
            pattern: leftToRight(`${TEST_IPV6_PREFIX}:AAAA:BBBB::/64`),
            numbers: leftToRight(`${TEST_NUMBER_PREFIX}AAAABBBB`),
            example: leftToRight(`${ipv6OfNumber(DEVICE_EXAMPLE) ?? ''}/64`),
            number: leftToRight(DEVICE_EXAMPLE),
            unsupported: leftToRight('422 UNSUPPORTED_IDENTIFIER'),
            mismatch: leftToRight('422 IDENTIFIER_MISMATCH'),
          })}
        </p>
        <p>{t(($) => $.production.oauth)}</p>
        <ul>
          <li>{t(($) => $.production.clientCredentials)}</li>
          <li>{t(($) => $.production.authorizationCode)}</li>
          <li>{t(($) => $.production.ciba)}</li>
        </ul>
        <p>{t(($) => $.access.purpose)}</p>

        <h3>{t(($) => $.access.sandboxTitle)}</h3>
        <p>
          {t(($) => $.access.client, {
            discovery: leftToRight(`${SANDBOX_BASE_PATH}${OPERATOR_ROUTES.discovery}`),
            client: leftToRight(SANDBOX_CLIENT.id),
          })}
        </p>
        {/* A named, focusable region, so a keyboard can scroll a long line (as the samples'). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre dir="ltr" role="region" className="api-code" tabIndex={0} aria-label={t(($) => $.access.keyLabel)}>
          <code>{JSON.stringify(SANDBOX_CLIENT.privateJwk, null, 2)}</code>
        </pre>
        {/* Focusable so a keyboard can scroll it on a phone (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="api-table-wrap" role="region" aria-label={t(($) => $.access.consentCaption)} tabIndex={0}>
          <table className="api-table">
            <caption>{t(($) => $.access.consentCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(($) => $.access.numberColumn)}</th>
                <th scope="col">{t(($) => $.access.userColumn)}</th>
                <th scope="col">{t(($) => $.access.pollColumn)}</th>
              </tr>
            </thead>
            <tbody>
              {CONSENT_ROWS.map(({ number, outcome }) => (
                <tr key={outcome}>
                  <th scope="row">{number ? <code dir="ltr">tel:{number}</code> : t(($) => $.access.anyOther)}</th>
                  <td>{t(($) => $.access.consent[outcome], words)}</td>
                  <td>{t(($) => $.access.poll[outcome], { ...words, seconds: SHORT_REQUEST_SECONDS })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t(($) => $.access.lifetime, { minutes: OPERATOR_TIMES.accessToken / 60 })}</p>
        <p>{t(($) => $.access.frontEnd, { number: leftToRight(FRONT_END_NUMBER), other: leftToRight(ANOTHER_LINE_NUMBER) })}</p>
        <p>{t(($) => $.access.simplifies)}</p>
        <SectionLink section="contact" className={button({ size: 'lg' })}>
          {t(($) => $.common.nav.contactSales)}
        </SectionLink>
      </div>
    </section>
  );
}
