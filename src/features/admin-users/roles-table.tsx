import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { dataTable } from 'styled-system/recipes/data-table';
import { ROLE_IDS } from '../../../machines/users/index.ts';

/** The three console roles and what each allows (SPEC §6). */
export function RolesTable() {
  const { t } = useTranslation('users');
  const headingId = useId();
  const styles = dataTable();
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div>
        <h2 id={headingId} className={css({ textStyle: 'h3' })}>
          {t(($) => $.roles.title)}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' })}>{t(($) => $.roles.intro)}</p>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className={styles.header}>
                {t(($) => $.roles.columns.role)}
              </th>
              <th scope="col" className={styles.header}>
                {t(($) => $.roles.columns.description)}
              </th>
            </tr>
          </thead>
          <tbody>
            {ROLE_IDS.map((role) => (
              <tr key={role} className={styles.row}>
                <th scope="row" className={`${styles.cell} ${css({ textAlign: 'start', whiteSpace: 'nowrap' })}`}>
                  <span className={badge({ tone: role === 'admin' ? 'accent' : 'neutral' })}>{t(($) => $.roles[role].name)}</span>
                </th>
                <td className={styles.cell}>{t(($) => $.roles[role].description)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
