import { useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import { useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { selectMenuOpen, type NavMenu } from '../../../machines/nav/index.ts';
import { useAppActors } from '../../app/actors-context.ts';

interface DropdownProps {
  readonly menu: NavMenu;
  /** The trigger's visible content. */
  readonly label: ReactNode;
  /** Accessible name when the visible label is not enough (e.g. only a language code). */
  readonly ariaLabel?: string;
  /** `floating` for the desktop bar, `inline` inside the mobile menu. */
  readonly layout: 'floating' | 'inline';
  readonly triggerClassName?: string;
  readonly align?: 'start' | 'end';
  readonly children: ReactNode;
}

/** A `<summary>` styled as the button it is, without the browser's disclosure triangle. */
export const summaryReset = css({ listStyle: 'none', '&::-webkit-details-marker': { display: 'none' }, userSelect: 'none' });

/**
 * A disclosure of links, built on `<details>` so it opens with a click, tap, Enter or Space
 * before the app has arrived and without JavaScript. The app then enhances it: the nav machine
 * owns the open state, hover opens it with a mouse and it folds 100 ms after the pointer
 * leaves; Escape closes it and gives focus back to the trigger; in the desktop bar, moving
 * focus away closes it too.
 */
export function Dropdown({ menu, label, ariaLabel, layout, triggerClassName, align = 'start', children }: DropdownProps) {
  const { nav } = useAppActors();
  const open = useSelector(nav, selectMenuOpen(menu));
  const triggerRef = useRef<HTMLElement>(null);

  // Touch and pen also fire pointerenter before click; only a mouse hovers.
  const hover = (type: 'nav.pointerEnter' | 'nav.pointerLeave') => (event: PointerEvent) => {
    if (layout === 'floating' && event.pointerType === 'mouse') nav.send({ type, menu });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      nav.send({ type: 'nav.close', menu });
      triggerRef.current?.focus();
    }
  };
  // Only the floating bar folds on focus leaving. In the phone menu the lists sit in the flow:
  // folding one as focus moves to the next trigger would shift that trigger from under the tap.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (layout === 'floating' && open && !event.currentTarget.contains(event.relatedTarget)) nav.send({ type: 'nav.close', menu });
  };
  const onToggleClick = (event: MouseEvent) => {
    // The machine decides; the browser's own toggle would fight React's `open`.
    event.preventDefault();
    nav.send({ type: 'nav.toggle', menu });
  };

  return (
    <details
      open={open}
      className={cx(css({ position: layout === 'floating' ? 'relative' : 'static' }))}
      onPointerEnter={hover('nav.pointerEnter')}
      onPointerLeave={hover('nav.pointerLeave')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-menu={menu}
    >
      <summary ref={triggerRef} aria-label={ariaLabel} className={cx(summaryReset, triggerClassName)} onClick={onToggleClick}>
        {label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={css({
            '[open] > summary > &': { transform: 'rotate(180deg)' },
            _motionSafe: { transitionProperty: 'common', transitionDuration: 'fast' },
          })}
        />
      </summary>
      <div
        className={cx(
          layout === 'floating'
            ? css({
                position: 'absolute',
                insetBlockStart: 'full',
                minWidth: 'dropdown',
                paddingBlockStart: '2',
                zIndex: 'dropdown',
              })
            : css({ paddingInlineStart: '4', paddingBlock: '1' }),
          layout === 'floating' && (align === 'end' ? css({ insetInlineEnd: '0' }) : css({ insetInlineStart: '0' })),
        )}
      >
        <ul
          className={cx(
            css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' }),
            layout === 'floating' &&
              css({ bg: 'bg', borderWidth: '1px', borderColor: 'border', borderRadius: 'card', boxShadow: 'raised', padding: '2' }),
          )}
        >
          {children}
        </ul>
      </div>
    </details>
  );
}

export const dropdownItem = css({
  display: 'flex',
  width: 'full',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'control',
  color: 'fg',
  textAlign: 'start',
  textDecoration: 'none',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { bg: 'accent.subtle', color: 'accent.fg' },
  '&[aria-current]': { color: 'accent.fg', fontWeight: 'bold' },
});
