import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useAppActors } from '../../app/actors-context.ts';
import { BRAND } from '../../config/brand.ts';
import { Logo } from '../../ui/logo.tsx';
import { skipLink } from '../layout/public-layout.tsx';
import { ADMIN_PAGES } from './admin-pages.ts';

const sideLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', color: 'fg' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.fg', fontWeight: 'semibold' },
});

export function AdminLayout() {
  const { t } = useTranslation(['admin', 'common']);
  const { auth } = useAppActors();
  const navigate = useNavigate();

  const logOut = () => {
    auth.send({ type: 'auth.logout' });
    void navigate({ to: '/' });
  };

  return (
    <div className={css({ minHeight: 'dvh', bg: 'bg.subtle' })}>
      <a href="#main" className={skipLink}>
        {t(($) => $.common.nav.skipToContent)}
      </a>
      <header
        className={css({
          position: 'sticky',
          insetBlockStart: '0',
          zIndex: 'sticky',
          height: 'header',
          display: 'flex',
          alignItems: 'center',
          gap: '4',
          paddingInline: { base: '4', md: '6' },
          bg: 'bg',
          borderBlockEndWidth: '1px',
          borderColor: 'border',
        })}
      >
        <Link to="/admin" aria-label={t(($) => $.shell.home)} className={css({ textDecoration: 'none' })}>
          <Logo />
        </Link>
        <div className={css({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: '3' })}>
          <div className={css({ display: { base: 'none', sm: 'flex' }, flexDirection: 'column', alignItems: 'end', lineHeight: 'tight' })}>
            <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{BRAND.adminName}</span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })} dir="ltr">
              {BRAND.adminEmail}
            </span>
          </div>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={logOut}>
            <LogOut size={16} aria-hidden="true" className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
            {t(($) => $.shell.logout)}
          </button>
        </div>
      </header>
      <div className={css({ display: 'flex' })}>
        <nav
          aria-label={t(($) => $.shell.navigation)}
          className={css({
            display: { base: 'none', md: 'block' },
            position: 'sticky',
            insetBlockStart: 'header',
            alignSelf: 'flex-start',
            width: 'sidebar',
            flexShrink: 0,
            height: 'belowHeader',
            overflowY: 'auto',
            padding: '4',
            bg: 'bg',
            borderInlineEndWidth: '1px',
            borderColor: 'border',
          })}
        >
          <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
            {ADMIN_PAGES.map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <Link to={to} className={sideLink} activeOptions={{ exact: true }} activeProps={{ 'aria-current': 'page' }}>
                  <Icon size={18} aria-hidden="true" />
                  {t(($) => $.pages[key])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main
          id="main"
          tabIndex={-1}
          className={cx(css({ flex: '1', minWidth: '0', padding: { base: '4', md: '8' }, _focus: { outline: 'none' } }))}
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
