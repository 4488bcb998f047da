import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { menu } from 'styled-system/recipes/menu';

export interface MenuAction {
  readonly value: string;
  readonly label: string;
  readonly icon?: LucideIcon;
  readonly onSelect: () => void;
}

interface ActionMenuProps {
  /** The trigger button's content and accessible name. */
  readonly trigger: ReactNode;
  readonly triggerLabel: string;
  readonly triggerClassName?: string;
  /** Shown above the actions (e.g. who is signed in). */
  readonly header?: ReactNode;
  readonly actions: readonly MenuAction[];
}

/** A button that opens a list of actions: Ark's Menu, with arrow keys and typeahead. */
export function ActionMenu({ trigger, triggerLabel, triggerClassName, header, actions }: ActionMenuProps) {
  const styles = menu();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => actions.find((action) => action.value === value)?.onSelect()}
    >
      <Menu.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={styles.positioner}>
          <Menu.Content className={styles.content}>
            {header ? (
              <>
                <div className={styles.itemGroupLabel}>{header}</div>
                <Menu.Separator className={styles.separator} />
              </>
            ) : null}
            {actions.map(({ value, label, icon: Icon }) => (
              <Menu.Item key={value} value={value} className={styles.item}>
                {Icon ? <Icon size={16} aria-hidden="true" /> : null}
                {label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
