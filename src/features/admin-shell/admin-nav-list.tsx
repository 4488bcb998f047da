import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { ADMIN_PAGES } from '../../config/admin-pages.ts';

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

/** The console's pages; the one on screen carries aria-current="page". */
export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
      {ADMIN_PAGES.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            className={sideLink}
            activeOptions={{ exact: true, includeSearch: false }}
            activeProps={{ 'aria-current': 'page' }}
            {...(onNavigate ? { onClick: onNavigate } : {})}
          >
            <Icon size={18} aria-hidden="true" />
            {t(($) => $.pages[key])}
          </Link>
        </li>
      ))}
    </ul>
  );
}
