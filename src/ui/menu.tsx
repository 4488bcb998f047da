import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { menu } from 'styled-system/recipes/menu';

export interface MenuAction {
  readonly value: string;
  readonly label: string;
  readonly icon?: LucideIcon;
  readonly onSelect: () => void;
  readonly disabled?: boolean;
  /** Why the action is not available: shown under the label of a disabled item. */
  readonly disabledReason?: string | null;
  /** A destructive action (delete) reads in the danger colour. */
  readonly danger?: boolean;
}

interface ActionMenuProps {
  /** The trigger button's content and accessible name. */
  readonly trigger: ReactNode;
  readonly triggerLabel: string;
  readonly triggerClassName?: string;
  readonly triggerRef?: Ref<HTMLButtonElement>;
  /** Shown above the actions (e.g. who is signed in). */
  readonly header?: ReactNode;
  readonly actions: readonly MenuAction[];
}

/** A button that opens a list of actions: Ark's Menu, with arrow keys and typeahead. */
export function ActionMenu({ trigger, triggerLabel, triggerClassName, triggerRef, header, actions }: ActionMenuProps) {
  const styles = menu();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => actions.find((action) => action.value === value)?.onSelect()}
    >
      <Menu.Trigger ref={triggerRef} className={triggerClassName} aria-label={triggerLabel}>
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
            {actions.map(({ value, label, icon: Icon, disabled, disabledReason, danger }) => (
              <Menu.Item
                key={value}
                value={value}
                className={styles.item}
                disabled={Boolean(disabled)}
                data-danger={danger ? '' : undefined}
              >
                {Icon ? <Icon size={16} aria-hidden="true" /> : null}
                {disabled && disabledReason ? (
                  <span className={css({ display: 'flex', flexDirection: 'column' })}>
                    {label}
                    <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{disabledReason}</span>
                  </span>
                ) : (
                  label
                )}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
