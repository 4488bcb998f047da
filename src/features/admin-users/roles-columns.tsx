import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import type { RoleId } from '../../../machines/users/index.ts';
import type { DataColumn } from '../../ui/table/data-table.tsx';

/** The roles table's columns: the role's name and what it allows. */
export function useRoleColumns(): readonly DataColumn<RoleId>[] {
  const { t } = useTranslation('users');
  return [
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
}
