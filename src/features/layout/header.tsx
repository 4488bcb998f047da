import { Link, useLocation } from '@tanstack/react-router';
import { Check, Globe, Menu, X } from 'lucide-react';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { connectNav } from '../../../machines/nav/nav.connect.ts';
import { usePopoverState } from '../../ui/widgets/popover-state.ts';
import { INDUSTRY_KEYS } from '../../config/industry-keys.ts';
import { HEADER_ACTION, HEADER_NAV } from '../../config/nav.ts';
import { localizedPath } from '../../i18n/language-path.ts';
import { LANGUAGES, isLanguage } from '../../i18n/languages.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { container } from '../../ui/page/container.ts';
import { useHydrated } from '../../start-up/readiness.ts';
import { Logo } from '../../ui/page/logo.tsx';
import { useConnect } from '../../ui/app/use-connect.ts';
import { AccountLink } from './account-link.tsx';
import { Dropdown, dropdownItem } from './dropdown.tsx';
import { NavLink } from './nav-link.tsx';

const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { color: 'accent.fg', bg: 'accent.subtle' },
  '&[aria-current=page], &.active': { color: 'accent.fg' },
});

const mobileLink = cx(navLink, css({ width: 'full', fontSize: 'md', paddingBlock: '3' }));

function IndustriesMenu({ layout, label }: { layout: 'floating' | 'inline'; label: string }) {
  const { t } = useTranslation();
  return (
    <Dropdown menu="industries" layout={layout} label={label} triggerClassName={layout === 'inline' ? mobileLink : navLink}>
      {INDUSTRY_KEYS.map((industry) => (
        <li key={industry}>
          <Link to="/$industry" params={{ industry }} className={dropdownItem} activeProps={{ 'aria-current': 'page' }}>
            {t(($) => $.industries[industry])}
          </Link>
        </li>
      ))}
    </Dropdown>
  );
}

/**
 * The same page in each language, as real links: they work before the app runs and without
 * JavaScript (the page gate stores the choice as the link is followed). Once the app runs, a
 * click switches in place through the nav machine, keeping scroll, focus and form input.
 */
function LanguageMenu({ layout }: { layout: 'floating' | 'inline' }) {
  const { t, i18n } = useTranslation();
  const { selectLanguage } = useConnect(useAppActors().nav, connectNav);
  const location = useLocation();
  const resolved = i18n.resolvedLanguage;
  const current = isLanguage(resolved) ? resolved : 'en';
  const hrefIn = (language: string) =>
    `${localizedPath(location.pathname, language)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`;
  const choose = (language: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The list folds away: keep focus on the language control rather than losing it.
    document
      .querySelector<HTMLElement>(`[popovertarget="${event.currentTarget.closest('[popover]')?.id}"]`)
      ?.focus({ preventScroll: true });
    selectLanguage(language);
  };
  return (
    <Dropdown
      menu="language"
      layout={layout}
      align="end"
      ariaLabel={t(($) => $.nav.currentLanguage, { language: t(($) => $.languages[current]) })}
      triggerClassName={layout === 'inline' ? mobileLink : navLink}
      label={
        <>
          <Globe size={18} aria-hidden="true" />
          <span className={layout === 'floating' ? css({ textTransform: 'uppercase' }) : undefined}>
            {layout === 'floating' ? current : t(($) => $.languages[current])}
          </span>
        </>
      }
    >
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={hrefIn(language)}
            hrefLang={language}
            lang={language}
            data-language-choice={language}
            className={dropdownItem}
            aria-current={language === current ? 'true' : undefined}
            onClick={choose(language)}
          >
            {t(($) => $.languages[language])}
            {language === current ? <Check size={16} aria-hidden="true" /> : null}
          </a>
        </li>
      ))}
    </Dropdown>
  );
}

/**
 * The phone menu's button and panel, a native popover too: it opens before the app arrives and
 * without JavaScript; the nav machine owns it after takeover. Its state lives here, not in the
 * header, so opening it (or hydration's follow-up render) re-renders this button and panel
 * only; the links inside come from the header as children and are reused as they are.
 */
function MobileMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { mobileOpen, toggleMobile, closeMobile } = useConnect(useAppActors().nav, connectNav);
  const hydrated = useHydrated();
  const mobileTriggerRef = useRef<HTMLButtonElement>(null);
  const mobileMenuRef = useRef<HTMLDivElement>(null);
  usePopoverState(mobileMenuRef, mobileTriggerRef, mobileOpen, toggleMobile);
  return (
    <>
      <button
        ref={mobileTriggerRef}
        type="button"
        popoverTarget="mobile-menu"
        className={cx(
          button({ variant: 'ghost', size: 'icon' }),
          css({ display: { base: 'inline-flex', lg: 'none' }, marginInlineStart: 'auto' }),
        )}
        aria-expanded={hydrated ? mobileOpen : undefined}
        aria-label={mobileOpen ? t(($) => $.nav.closeMenu) : t(($) => $.nav.openMenu)}
        onClick={(event) => {
          event.preventDefault();
          toggleMobile();
        }}
      >
        {mobileOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
      </button>
      <div
        ref={mobileMenuRef}
        id="mobile-menu"
        popover="auto"
        onToggle={(event) => {
          if (event.newState === 'closed' && mobileOpen) closeMobile();
        }}
        className={css({
          position: 'fixed',
          insetInline: '0',
          insetBlockStart: 'header',
          width: 'auto',
          margin: '0',
          padding: '0',
          color: 'fg',
          borderBlockStartWidth: '1px',
          borderBlockEndWidth: '1px',
          boxShadow: 'raised',
          borderColor: 'border',
          bg: 'bg',
          maxHeight: 'belowHeader',
          overflowY: 'auto',
        })}
      >
        {children}
      </div>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  // The bar's links, listed again in the phone menu.
  const navItems = (layout: 'floating' | 'inline') =>
    HEADER_NAV.map((item) => (
      <li key={item.label}>
        {item.kind === 'industries' ? (
          <IndustriesMenu layout={layout} label={t(($) => $.nav[item.label])} />
        ) : (
          <NavLink item={item} className={layout === 'inline' ? mobileLink : navLink}>
            {t(($) => $.nav[item.label])}
          </NavLink>
        )}
      </li>
    ));

  return (
    <header
      className={css({
        position: 'sticky',
        insetBlockStart: '0',
        zIndex: 'sticky',
        bg: 'bg',
        borderBlockEndWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div className={cx(container, css({ display: 'flex', alignItems: 'center', gap: '4', height: 'header' }))}>
        <Link to="/" aria-label={t(($) => $.brand.homeLink)} className={css({ textDecoration: 'none', borderRadius: 'control' })}>
          <Logo />
        </Link>

        <nav aria-label={t(($) => $.nav.main)} className={css({ display: { base: 'none', lg: 'block' }, marginInlineStart: '4' })}>
          <ul className={css({ display: 'flex', alignItems: 'center', gap: '1', listStyle: 'none' })}>{navItems('floating')}</ul>
        </nav>

        <div className={css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '2', marginInlineStart: 'auto' })}>
          <LanguageMenu layout="floating" />
          <AccountLink className={button({ variant: 'ghost', size: 'sm' })} />
          <NavLink item={HEADER_ACTION} className={button({ variant: 'solid', size: 'sm' })}>
            {t(($) => $.nav[HEADER_ACTION.label])}
          </NavLink>
        </div>

        <MobileMenu>
          <nav aria-label={t(($) => $.nav.main)} className={cx(container, css({ paddingBlock: '3' }))}>
            <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
              {navItems('inline')}
              <li>
                <LanguageMenu layout="inline" />
              </li>
            </ul>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', paddingBlock: '3' })}>
              <AccountLink className={button({ variant: 'outline', size: 'lg' })} />
              <NavLink item={HEADER_ACTION} className={button({ variant: 'solid', size: 'lg' })}>
                {t(($) => $.nav[HEADER_ACTION.label])}
              </NavLink>
            </div>
          </nav>
        </MobileMenu>
      </div>
    </header>
  );
}
