import { ChevronDown } from 'lucide-react';
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode, type ToggleEvent } from 'react';
import { css } from 'styled-system/css';
import type { NavMenu } from '../../../machines/nav/index.ts';
import { connectNavMenu } from '../../../machines/nav/nav.menu.connect.ts';
import { usePopoverState } from '../../ui/widgets/popover-state.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useHydrated } from '../../start-up/readiness.ts';
import { useConnect } from '../../ui/app/use-connect.ts';

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
 * A button and a list of links in a native popover: a click, tap, Enter or Space opens it, and
 * Escape or a click elsewhere closes it, before the app has arrived (and without it). The app
 * then enhances it: the nav machine owns the open state, hover opens it with a mouse and it
 * folds 100 ms after the pointer leaves; in the desktop bar, moving focus away folds it too.
 * The panel sits under its trigger by CSS anchor positioning (src/styles.css).
 */
export function Dropdown({ menu, label, ariaLabel, layout, triggerClassName, align = 'start', children }: DropdownProps) {
  const { open, toggle, close, pointerEnter, pointerLeave } = useConnect(useAppActors().nav, connectNavMenu, menu);
  const hydrated = useHydrated();
  const panelId = `${menu}-menu-${layout}`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  usePopoverState(panelRef, triggerRef, open, toggle);

  // Touch and pen also fire pointerenter before click; only a mouse hovers.
  const hover = (report: () => void) => (event: PointerEvent) => {
    if (layout === 'floating' && event.pointerType === 'mouse') report();
  };
  // Only the floating bar folds on focus leaving: in the phone menu, focus moving to the next
  // trigger must not fold a list out from under the tap.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (layout === 'floating' && open && !event.currentTarget.contains(event.relatedTarget)) close();
  };
  // Escape folds it and gives focus back to the trigger (the browser's own light dismiss does
  // the first for an open popover; this keeps the two in step either way).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    }
  };
  // The browser closed it (Escape, a click elsewhere, another popover opening): so does the machine.
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'closed' && open) close();
  };

  return (
    // Hover and focus-leave are delegated here from the trigger and the links inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onPointerEnter={hover(pointerEnter)} onPointerLeave={hover(pointerLeave)} onBlur={onBlur} onKeyDown={onKeyDown} data-menu={menu}>
      <button
        ref={triggerRef}
        type="button"
        popoverTarget={panelId}
        // Before takeover the browser states it from the popover; after, the machine does.
        aria-expanded={hydrated ? open : undefined}
        aria-label={ariaLabel}
        className={triggerClassName}
        onClick={(event) => {
          // The machine decides; the browser's own toggle would fight it.
          event.preventDefault();
          toggle();
        }}
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
        ref={panelRef}
        id={panelId}
        popover="auto"
        data-dropdown-panel={align}
        className={css({ minWidth: layout === 'floating' ? 'dropdown' : '60', paddingBlockStart: '2' })}
        onToggle={onToggle}
      >
        <ul
          className={css({
            listStyle: 'none',
            display: 'flex',
            flexDirection: 'column',
            gap: '0.5',
            bg: 'bg',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'card',
            boxShadow: 'raised',
            padding: '2',
          })}
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
