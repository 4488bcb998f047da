import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import type { ReactNode } from 'react';
import { switchRecipe } from 'styled-system/recipes/switch-recipe';

interface SwitchProps {
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly label: ReactNode;
  readonly disabled?: boolean;
  /** The id of text that explains the setting; screen readers read it after the label. */
  readonly describedBy?: string | undefined;
}

/** An on/off setting (role="switch" through Ark). `checked` comes from a machine. */
export function Switch({ checked, onCheckedChange, label, disabled, describedBy }: SwitchProps) {
  const styles = switchRecipe();
  return (
    <ArkSwitch.Root
      className={styles.root}
      checked={checked}
      disabled={disabled ?? false}
      onCheckedChange={(details) => onCheckedChange(details.checked)}
    >
      <ArkSwitch.Control className={styles.control}>
        <ArkSwitch.Thumb className={styles.thumb} />
      </ArkSwitch.Control>
      <ArkSwitch.Label className={styles.label}>{label}</ArkSwitch.Label>
      <ArkSwitch.HiddenInput role="switch" aria-describedby={describedBy} />
    </ArkSwitch.Root>
  );
}
