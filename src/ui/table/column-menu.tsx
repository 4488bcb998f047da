import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Check, Columns3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { menu } from 'styled-system/recipes/menu';

interface ColumnMenuProps {
  /** The table's name, for the menu's label. */
  readonly table: string;
  /** The table's columns: those `hideable` names are offered, by their header. */
  readonly columns: readonly { readonly id: string; readonly header: ReactNode }[];
  readonly hideable: readonly string[];
  readonly hidden: ReadonlySet<string>;
  /** The new set of hidden columns; the caller puts it in the URL. */
  readonly onChange: (hidden: ReadonlySet<string>) => void;
}

/**
 * "Columns": a menu of checkboxes, one per column that can be hidden. The last column shown
 * cannot be hidden (its checkbox is disabled and says why). Stays open while columns are
 * switched; Escape or a click outside closes it.
 */
export function ColumnMenu({ table, columns: all, hideable, hidden, onChange }: ColumnMenuProps) {
  const columns = all.filter((column) => hideable.includes(column.id));
  const { t } = useTranslation('admin');
  const styles = menu();
  const shown = columns.filter((column) => !hidden.has(column.id)).length;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} closeOnSelect={false}>
      <Menu.Trigger className={button({ variant: 'outline', size: 'sm' })} aria-label={t(($) => $.columns.menuLabel, { table })}>
        <Columns3 size={16} aria-hidden="true" />
        {t(($) => $.columns.menu)}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={styles.positioner}>
          <Menu.Content className={styles.content}>
            {columns.map((column) => {
              const visible = !hidden.has(column.id);
              const last = visible && shown === 1;
              return (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={visible}
                  disabled={last}
                  className={styles.item}
                  onCheckedChange={(checked) => {
                    const next = new Set(hidden);
                    if (checked) next.delete(column.id);
                    else next.add(column.id);
                    onChange(next);
                  }}
                >
                  <span className={css({ display: 'inline-flex', width: '4' })}>
                    <Menu.ItemIndicator>
                      <Check size={16} aria-hidden="true" />
                    </Menu.ItemIndicator>
                  </span>
                  <span className={css({ display: 'flex', flexDirection: 'column' })}>
                    <Menu.ItemText>{column.header}</Menu.ItemText>
                    {last ? <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t(($) => $.columns.lastOne)}</span> : null}
                  </span>
                </Menu.CheckboxItem>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
