import type { CSSProperties } from 'react';

// The viewer is a developer tool, not product UI: English, left to right, styled inline so
// nothing of it reaches the product's stylesheet.
export const S = {
  root: {
    position: 'fixed',
    insetInline: 0,
    insetBlockEnd: 0,
    zIndex: 2147483000,
    // A modal dialog turns pointer events off on the body; the viewer stays usable.
    pointerEvents: 'auto',
    display: 'flex',
    flexDirection: 'column',
    background: '#ffffff',
    color: '#1f2933',
    borderBlockStart: '1px solid #9aa5b1',
    boxShadow: '0 -2px 10px rgba(0,0,0,0.12)',
    font: '12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    textAlign: 'left',
  },
  handle: { height: 6, cursor: 'ns-resize', background: '#e4e7eb', flex: 'none' },
  bar: { display: 'flex', alignItems: 'center', gap: 12, padding: '4px 8px', background: '#f5f7fa', flex: 'none' },
  body: { display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr) 340px', minHeight: 0, flex: 1 },
  column: { overflow: 'auto', borderInlineEnd: '1px solid #e4e7eb', minHeight: 0 },
  heading: { font: 'inherit', fontWeight: 700, margin: 0, padding: '6px 8px', background: '#f5f7fa', cursor: 'default' },
  button: {
    font: 'inherit',
    padding: '2px 8px',
    border: '1px solid #9aa5b1',
    borderRadius: 4,
    background: '#ffffff',
    color: 'inherit',
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;
