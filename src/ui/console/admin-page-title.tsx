import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import type { AdminPageKey } from '../../config/admin-pages.ts';

export function AdminPageTitle({ page, children }: { page: AdminPageKey; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '4',
        marginBlockEnd: '6',
      })}
    >
      <h1 className={css({ textStyle: 'h2' })}>{t(($) => $.pages[page])}</h1>
      {children}
    </div>
  );
}
