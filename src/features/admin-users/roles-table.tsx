import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { ROLE_IDS } from '../../../machines/users/index.ts';
import { DataTable } from '../../ui/table/data-table.tsx';
import { useRoleColumns } from './roles-columns.tsx';

/** The three console roles and what each allows (SPEC §6). */
export function RolesTable() {
  const { t } = useTranslation('users');
  const headingId = useId();
  const columns = useRoleColumns();
  return (
    // Not a named section: the table's scrolling region carries the heading's name.
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div>
        <h2 id={headingId} className={css({ textStyle: 'h3' })}>
          {t(($) => $.roles.title)}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' })}>{t(($) => $.roles.intro)}</p>
      </div>
      <DataTable columns={columns} rows={ROLE_IDS} rowKey={(role) => role} labelledBy={headingId} />
    </section>
  );
}
