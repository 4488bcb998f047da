import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { connectConsent } from '../../../machines/consent/consent.connect.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { container } from '../../ui/page/container.ts';
import { useHydrated, waitUntilHydrated } from '../../start-up/readiness.ts';
import { consentDialogFocus, focusMain } from '../../ui/app/return-focus.ts';
import { useConnect } from '../../ui/app/use-connect.ts';

/**
 * The first-visit banner: a labelled, non-modal region. It is sticky at the bottom of the
 * viewport while the page scrolls, but sits in the document flow after the footer, so at the
 * end of the page it never covers the footer links (phones included). No Ark here: it is in
 * the initial bundle of every page. It is prerendered too, for the first paint of a first
 * visit; `data-consent-banner` lets the consent gate keep that copy from anyone else.
 */
export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const consent = useConnect(useAppActors().consent, connectConsent);
  // Adopting the prerendered page, render it as prerendered (the page gate hides it from a
  // visitor who has answered); the machine decides from the render after.
  const hydrated = useHydrated();
  const visible = consent.bannerVisible || !hydrated;
  if (!visible) return null;

  const decide = (answer: () => void) => {
    answer();
    // The banner and the button that had focus are gone: keep keyboard users in the page.
    focusMain();
  };

  return (
    <section
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      data-consent-banner=""
      className={css({
        position: 'sticky',
        insetBlockEnd: '0',
        zIndex: 'sticky',
        bg: 'bg',
        borderBlockStartWidth: '1px',
        borderColor: 'border.strong',
        boxShadow: 'raised',
      })}
    >
      <div
        className={cx(
          container,
          css({
            display: 'flex',
            flexDirection: { base: 'column', lg: 'row' },
            alignItems: { base: 'stretch', lg: 'center' },
            gap: { base: '3', lg: '8' },
            paddingBlock: { base: '3', md: '5' },
          }),
        )}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
          {/* On a phone the banner keeps to a quarter of the first screen: its title is for
              screen readers only, its words are the short version, its buttons smaller. */}
          <h2 id="consent-banner-title" className={css({ fontSize: 'md', fontWeight: 'semibold', srOnly: { base: true, md: false } })}>
            {t(($) => $.banner.title)}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <span className={css({ display: { base: 'none', md: 'inline' } })}>{t(($) => $.banner.body)}</span>
            <span className={css({ display: { base: 'inline', md: 'none' } })}>{t(($) => $.banner.bodyShort)}</span>{' '}
            <Link to="/cookie-policy" className={css({ color: 'accent.fg', textDecoration: 'underline', fontWeight: 'medium' })}>
              {t(($) => $.banner.policyLink)}
            </Link>
          </p>
        </div>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2',
            flexShrink: 0,
            '& > button': { flexGrow: { base: '1', lg: '0' }, height: { base: '9', md: '10' } },
          })}
        >
          {/* The categories dialog needs the app: until it has taken over, the button says so. */}
          <button
            type="button"
            className={button({ variant: 'outline' })}
            {...waitUntilHydrated(hydrated)}
            aria-describedby={hydrated ? undefined : 'consent-banner-wait'}
            onClick={(event) => {
              consentDialogFocus.remember(event.currentTarget);
              consent.customise();
            }}
          >
            {t(($) => $.banner.choose)}
          </button>
          {/* Reject and accept look alike: neither answer is nudged. */}
          {/* data-consent-choice: the page gate stores these answers before the app takes over. */}
          <button
            type="button"
            data-consent-choice="reject"
            className={button({ variant: 'solid' })}
            onClick={() => decide(consent.rejectAll)}
          >
            {t(($) => $.banner.reject)}
          </button>
          <button
            type="button"
            data-consent-choice="accept"
            className={button({ variant: 'solid' })}
            onClick={() => decide(consent.acceptAll)}
          >
            {t(($) => $.banner.acceptAll)}
          </button>
          {/* The hint keeps its line once the app has taken over, only unseen: the banner is
              pinned to the bottom, so dropping the line would move the buttons down under a tap
              that is on its way to them. */}
          <p
            id="consent-banner-wait"
            aria-hidden={hydrated || undefined}
            className={css({ flexBasis: 'full', fontSize: 'xs', color: 'fg.muted', visibility: hydrated ? 'hidden' : 'visible' })}
          >
            {t(($) => $.banner.preparing)}
          </p>
        </div>
      </div>
    </section>
  );
}
