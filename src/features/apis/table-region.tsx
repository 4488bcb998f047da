// What the API pages' tables share: a table wider than a phone scrolls sideways in a region of its own.
import type { ReactNode } from 'react';

/** A namespace's words read as a map (an operation's fields, every error's meaning). */
export type Words = Readonly<Record<string, string>>;

/** A table that may be wider than a phone: it scrolls sideways in a focusable region. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable so a keyboard can scroll it (axe: scrollable-region-focusable), as data-table.tsx's.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="api-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="api-table">{children}</table>
    </div>
  );
}
