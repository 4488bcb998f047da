import { assign, setup } from 'xstate';
import type { Toast, ToastContext, ToastEvent } from './toast.types.ts';

/** How long one toast stays on screen (SPEC §9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/**
 * One visible toast at a time, and the newest wins: a new toast replaces the one showing and
 * gets its own full duration (PRODUCT.md — a stale "Invalid phone number" must never sit in
 * front of the "Success" that followed it). A toast closes after `toastDuration` or when
 * dismissed. Hovering or focusing it pauses the timer (WCAG 2.2.1); resuming gives the reader
 * the full duration again.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
  },
  actions: {
    replaceCurrent: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const toast: Toast = { ...event.toast, variant: event.toast.variant ?? 'default', id: context.nextId };
      return { current: toast, nextId: context.nextId + 1 };
    }),
    clearCurrent: assign({ current: null }),
  },
}).createMachine({
  id: 'toast',
  context: { current: null, nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing on screen.',
      on: {
        'toast.show': { target: 'visible', actions: 'replaceCurrent' },
      },
    },
    visible: {
      description: 'One toast on screen. A new one replaces it and starts a fresh timer.',
      tags: ['visible'],
      initial: 'running',
      on: {
        // Re-entering restarts the timer (and leaves a paused state) for the new toast.
        'toast.show': { target: 'visible', reenter: true, actions: 'replaceCurrent' },
        'toast.dismiss': { target: 'idle', actions: 'clearCurrent' },
      },
      states: {
        running: {
          description: 'The close timer runs.',
          after: { toastDuration: { target: '#toast.idle', actions: 'clearCurrent' } },
          on: { 'toast.pause': { target: 'paused' } },
        },
        paused: {
          description: 'The reader hovers or focuses the toast; the timer waits.',
          on: { 'toast.resume': { target: 'running' } },
        },
      },
    },
  },
});
