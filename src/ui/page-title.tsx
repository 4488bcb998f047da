import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from './container.ts';

/** The first block of a content page: its one h1 and an optional lead paragraph. */
export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className={cx(container, css({ paddingBlockStart: { base: '10', md: '16' }, paddingBlockEnd: '6' }))}>
      <h1 className={css({ textStyle: 'h1' })}>{children}</h1>
      {lead ? <p className={css({ textStyle: 'lead', color: 'fg.muted', marginBlockStart: '4', maxWidth: 'prose' })}>{lead}</p> : null}
    </div>
  );
}
