import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { tabs } from 'styled-system/recipes/tabs';

export interface TabItem {
  readonly value: string;
  readonly label: ReactNode;
  readonly content: ReactNode;
}

interface TabsProps {
  readonly items: readonly TabItem[];
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers. */
  readonly label: string;
}

/** Ark Tabs (arrow keys, Home/End, roving focus) with the `tabs` slot recipe. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  const styles = tabs();
  return (
    <ArkTabs.Root
      className={styles.root}
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      onValueChange={(details) => onValueChange?.(details.value)}
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <ArkTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {items.map((item) => (
        <ArkTabs.Content key={item.value} value={item.value} className={styles.content}>
          {item.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
