import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { ROLE_IDS, type RoleId } from '../../../machines/users/index.ts';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';

/** The three console roles and what each allows (SPEC §6). */
export function RolesTable() {
  const { t } = useTranslation('users');
  const headingId = useId();
  const columns: readonly DataColumn<RoleId>[] = [
    {
      id: 'role',
      header: t(($) => $.roles.columns.role),
      cell: (role) => (
        <span className={cx(badge({ tone: role === 'admin' ? 'accent' : 'neutral' }), css({ whiteSpace: 'nowrap' }))}>
          {t(($) => $.roles[role].name)}
        </span>
      ),
    },
    { id: 'description', header: t(($) => $.roles.columns.description), cell: (role) => t(($) => $.roles[role].description) },
  ];
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
