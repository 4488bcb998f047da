import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { connectViewLink } from '../../../machines/table-views/table-views.connect.ts';
import { ADMIN_PAGES } from '../../config/admin-pages.ts';
import { useConsoleActors } from '../../ui/app/actor-hooks.ts';
import { useConnect } from '../../ui/app/use-connect.ts';

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

/**
 * The console's pages; the one on screen carries aria-current="page". A page with tables
 * opens in the view it was left in (machines/table-views), so its link carries that view.
 */
export function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '1' })}>
      {ADMIN_PAGES.map((page) => (
        <li key={page.key}>
          <NavLink page={page} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function NavLink({ page: { key, to, icon: Icon }, onNavigate }: { page: (typeof ADMIN_PAGES)[number]; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { search } = useConnect(useConsoleActors().views, connectViewLink, to);
  return (
    <Link
      to={to}
      search={(search ?? {}) as never}
      className={sideLink}
      activeOptions={{ exact: true, includeSearch: false }}
      activeProps={{ 'aria-current': 'page' }}
      {...(onNavigate ? { onClick: onNavigate } : {})}
    >
      <Icon size={18} aria-hidden="true" />
      {t(($) => $.pages[key])}
    </Link>
  );
}
