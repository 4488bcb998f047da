import { Link } from '@tanstack/react-router';
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { text } from '../../../machines/shared/text.ts';
import { connectConsent } from '../../../machines/consent/consent.connect.ts';
import { notImplementedToast } from '../../../machines/toast/index.ts';
import { connectToastSender } from '../../../machines/toast/toast.connect.ts';
import { API_NAMES, API_SLUGS } from '../../config/api-slugs.ts';
import { INDUSTRY_KEYS } from '../../config/industry-keys.ts';
import { FOOTER_COMPANY, NAV_ITEMS } from '../../config/nav.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { BookMeetingButton } from '../../ui/page/book-meeting-button.tsx';
import { container } from '../../ui/page/container.ts';
import { Logo } from '../../ui/page/logo.tsx';
import { consentDialogFocus } from '../../ui/app/return-focus.ts';
import { WaitingButton } from '../../ui/widgets/waiting-button.tsx';
import { useConnect } from '../../ui/app/use-connect.ts';
import { NavLink } from './nav-link.tsx';

const heading = css({ textStyle: 'eyebrow', color: 'fg.muted', marginBlockEnd: '3' });
const list = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' });
const link = css({
  color: 'fg',
  fontSize: 'sm',
  textDecoration: 'none',
  cursor: 'pointer',
  textAlign: 'start',
  _hover: { color: 'accent.fg', textDecoration: 'underline' },
});

export function Footer() {
  const { t } = useTranslation();
  const actors = useAppActors();
  const toasts = useConnect(actors.toast, connectToastSender);
  const consent = useConnect(actors.consent, connectConsent);
  const year = new Date().getFullYear();

  return (
    <footer className={css({ bg: 'bg.subtle', borderBlockStartWidth: '1px', borderColor: 'border', marginBlockStart: 'auto' })}>
      <div
        className={cx(
          container,
          css({
            display: 'grid',
            gap: '8',
            paddingBlock: { base: '10', md: '14' },
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: '2fr 1fr 1fr 1fr 1fr' },
          }),
        )}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: 'blurb' })}>
          <Link to="/" aria-label={t(($) => $.brand.homeLink)} className={css({ alignSelf: 'start', textDecoration: 'none' })}>
            <Logo />
          </Link>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t(($) => $.brand.tagline)}</p>
          {/* The spec's learn-more link has no destination yet: it says so instead of going nowhere. */}
          <WaitingButton
            className={cx(
              link,
              css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'semibold', color: 'accent.fg' }),
            )}
            onClick={() => toasts.show(notImplementedToast(text('common:footer.learnMoreItem')))}
          >
            {t(($) => $.footer.learnMore)}
            <ArrowUpRight size={16} aria-hidden="true" className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
          </WaitingButton>
          <BookMeetingButton variant="outline" className={css({ alignSelf: 'start' })} />
        </div>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            {t(($) => $.footer.company)}
          </h2>
          <ul className={list}>
            {FOOTER_COMPANY.map((item) => (
              <li key={item.label}>
                <NavLink item={item} className={link}>
                  {t(($) => $.nav[item.label])}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-industries">
          <h2 id="footer-industries" className={heading}>
            {t(($) => $.nav[NAV_ITEMS.industries.label])}
          </h2>
          <ul className={list}>
            {INDUSTRY_KEYS.map((industry) => (
              <li key={industry}>
                <Link to="/$industry" params={{ industry }} className={link}>
                  {t(($) => $.industries[industry])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-developers">
          <h2 id="footer-developers" className={heading}>
            {t(($) => $.footer.developers)}
          </h2>
          <ul className={list}>
            {API_SLUGS.map((slug) => (
              <li key={slug}>
                <Link to="/apis/$slug" params={{ slug }} className={link}>
                  {API_NAMES[slug]}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/apis" className={link}>
                {t(($) => $.footer.allApis)}
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={heading}>
            {t(($) => $.footer.legal)}
          </h2>
          <ul className={list}>
            <li>
              <Link to="/privacy-policy" className={link}>
                {t(($) => $.footer.privacy)}
              </Link>
            </li>
            <li>
              <Link to="/terms-and-conditions" className={link}>
                {t(($) => $.footer.terms)}
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className={link}>
                {t(($) => $.footer.cookies)}
              </Link>
            </li>
            <li>
              <WaitingButton
                className={link}
                onClick={(event) => {
                  consentDialogFocus.remember(event.currentTarget);
                  consent.customise();
                }}
              >
                {t(($) => $.footer.cookieSettings)}
              </WaitingButton>
            </li>
          </ul>
        </nav>
      </div>
      <div className={css({ borderBlockStartWidth: '1px', borderColor: 'border' })}>
        <p className={cx(container, css({ paddingBlock: '5', fontSize: 'sm', color: 'fg.muted' }))}>
          {t(($) => $.footer.copyright, { year })}
        </p>
      </div>
    </footer>
  );
}
