import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { apiBySlug, SANDBOX_BASE_PATH, type ApiSlug } from '../../config/api-catalogue.ts';
import type { ApiPageData } from '../../config/api-reference.ts';
import { API_FLOWS, OPERATOR_ROUTES, SANDBOX_CLIENT } from '../../config/sandbox-operator.ts';
import { leftToRight } from '../../ui/format/bidi.ts';
import { SectionLink } from '../../ui/page/section-link.tsx';
import { sectionInner } from '../../ui/page/section.tsx';

/** The catalogue's section on the sandbox's operator (sandbox-operator.tsx), which API pages link to. */
export const SANDBOX_OPERATOR_SECTION = 'sandbox-operator';

/**
 * How this API is reached in production — the flow CAMARA has it take and why, its scopes — and
 * where to rehearse it. What every API shares (the purpose scope, the token's life, the test
 * client's key, consent by test number, what the sandbox simplifies) is on /apis, once.
 */
export function ApiAccess({ slug, reference }: { slug: ApiSlug; reference: ApiPageData }) {
  const { t } = useTranslation(['apis', 'common']);
  const threeLegged = API_FLOWS[slug].some((flow) => flow === 'ciba' || flow === 'authorizationCode');
  return (
    <section aria-labelledby="access-title" className={cx(sectionInner, 'api-later')}>
      <div className="api-note">
        <h2 id="access-title">{t(($) => $.access.title)}</h2>
        <p>
          {slug === 'number-verification'
            ? t(($) => $.access.flows['number-verification'])
            : slug === 'otp-sms'
              ? t(($) => $.access.flows['otp-sms'])
              : t(($) => $.access.flows.default, { name: apiBySlug(slug).name })}
        </p>
        <p>{t(($) => $.access.scopes)}</p>
        <ul>
          {reference.endpoints.map(({ operationId, scopes }) => (
            <li key={operationId}>
              <code dir="ltr">{operationId}</code>: <code dir="ltr">{scopes.join(' | ')}</code>
            </li>
          ))}
        </ul>

        <h3>{t(($) => $.access.sandboxTitle)}</h3>
        <p>
          {t(($) => $.access.sandbox, {
            discovery: leftToRight(`${SANDBOX_BASE_PATH}${OPERATOR_ROUTES.discovery}`),
            client: leftToRight(SANDBOX_CLIENT.id),
          })}{' '}
          {/* Not "active" on an API page: /apis is its parent, not this page. */}
          <Link to="/apis" hash={SANDBOX_OPERATOR_SECTION} activeOptions={{ exact: true, includeHash: true }}>
            {threeLegged ? t(($) => $.access.moreThreeLegged) : t(($) => $.access.more)}
          </Link>
        </p>
        <SectionLink section="contact" className={button({ size: 'lg' })}>
          {t(($) => $.common.nav.contactSales)}
        </SectionLink>
      </div>
    </section>
  );
}
