import { useSelector } from '@xstate/react';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
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

/**
 * A disclosure: a button with aria-expanded that shows a list of links. Hover opens it with
 * a mouse; click, tap, Enter and Space toggle it; Escape closes it and gives focus back to
 * the button; moving focus away closes it. The nav machine holds the open state and the
 * 100 ms close delay.
 */
export function Dropdown({ menu, label, ariaLabel, layout, triggerClassName, align = 'start', children }: DropdownProps) {
  const { nav } = useAppActors();
  const open = useSelector(nav, selectMenuOpen(menu));
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);

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
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) nav.send({ type: 'nav.close', menu });
  };

  return (
    // Escape and focus-leave are delegated here from the trigger and the links inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={css({ position: 'relative' })}
      onPointerEnter={hover('nav.pointerEnter')}
      onPointerLeave={hover('nav.pointerLeave')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-menu={menu}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        className={triggerClassName}
        onClick={() => nav.send({ type: 'nav.toggle', menu })}
      >
        {label}
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={css({
            transform: open ? 'rotate(180deg)' : 'none',
            _motionSafe: { transitionProperty: 'common', transitionDuration: 'fast' },
          })}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
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
    </div>
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
