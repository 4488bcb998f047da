import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { checkbox } from 'styled-system/recipes/checkbox';

interface CheckboxProps {
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  readonly label: ReactNode;
  readonly name?: string;
  readonly disabled?: boolean;
}

/** A labelled checkbox (Ark), its state owned by the caller's machine. */
export function Checkbox({ checked, onCheckedChange, label, name, disabled }: CheckboxProps) {
  const styles = checkbox();
  return (
    <ArkCheckbox.Root
      className={styles.root}
      checked={checked}
      disabled={disabled ?? false}
      {...(name ? { name } : {})}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
    >
      {/* Root is a <label>, which may hold only phrasing content: spans, not Ark's default divs. */}
      <ArkCheckbox.Control asChild>
        <span className={styles.control}>
          <ArkCheckbox.Indicator asChild>
            <span className={styles.indicator}>
              <Check size={14} aria-hidden="true" />
            </span>
          </ArkCheckbox.Indicator>
        </span>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
