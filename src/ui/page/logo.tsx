import { css, cx } from 'styled-system/css';
import { BRAND } from '../../config/brand.ts';

/** The Signalwise mark: signal arcs rising from a dot, on the brand orange. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className={css({ fill: 'accent.solid' })} />
      <circle cx="11" cy="21" r="2.5" fill="white" />
      <path d="M11 14.5a6.5 6.5 0 0 1 6.5 6.5" stroke="white" strokeWidth="2.5" strokeLinecap="round" fill="none" />
      <path d="M11 8.5A12.5 12.5 0 0 1 23.5 21" stroke="white" strokeWidth="2.5" strokeLinecap="round" fill="none" opacity="0.85" />
    </svg>
  );
}

/** The mark and the product's name; `compact`: the name only from the sm breakpoint up (a phone's top bar). */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span
      className={cx(
        css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '2',
          fontWeight: 'extrabold',
          fontSize: 'xl',
          color: 'fg',
          letterSpacing: 'tight',
        }),
        className,
      )}
    >
      <LogoMark />
      <span className={compact ? css({ display: { base: 'none', sm: 'inline' } }) : undefined}>{BRAND.product}</span>
    </span>
  );
}
