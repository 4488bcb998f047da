import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { Check, type LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode, type Ref } from 'react';
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

/** A set of items of which one is chosen (e.g. the theme): radio items with a check. */
export interface MenuChoice {
  readonly label: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string; readonly icon?: LucideIcon }[];
  readonly onChange: (value: string) => void;
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
  /** Radio groups shown after the actions (e.g. the theme). */
  readonly choices?: readonly MenuChoice[];
  /** Actions after the radio groups (e.g. Log out, last in an account menu). */
  readonly trailing?: readonly MenuAction[];
}

/** A button that opens a list of actions: Ark's Menu, with arrow keys and typeahead. */
export function ActionMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  triggerRef,
  header,
  actions,
  choices = [],
  trailing = [],
}: ActionMenuProps) {
  const styles = menu();
  const renderAction = ({ value, label, icon: Icon, disabled, disabledReason, danger }: MenuAction) => (
    <Menu.Item key={value} value={value} className={styles.item} disabled={Boolean(disabled)} data-danger={danger ? '' : undefined}>
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
  );
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => [...actions, ...trailing].find((action) => action.value === value)?.onSelect()}
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
            {actions.map(renderAction)}
            {choices.map((choice) => (
              <Fragment key={choice.label}>
                {actions.length > 0 ? <Menu.Separator className={styles.separator} /> : null}
                <Menu.RadioItemGroup value={choice.value} onValueChange={({ value }) => choice.onChange(value)}>
                  <Menu.ItemGroupLabel className={styles.itemGroupLabel}>{choice.label}</Menu.ItemGroupLabel>
                  {choice.options.map(({ value, label, icon: Icon }) => (
                    <Menu.RadioItem key={value} value={value} className={styles.item}>
                      {Icon ? <Icon size={16} aria-hidden="true" /> : null}
                      <Menu.ItemText className={css({ flex: '1' })}>{label}</Menu.ItemText>
                      <Menu.ItemIndicator>
                        <Check size={16} aria-hidden="true" />
                      </Menu.ItemIndicator>
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </Fragment>
            ))}
            {trailing.length > 0 ? <Menu.Separator className={styles.separator} /> : null}
            {trailing.map(renderAction)}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
