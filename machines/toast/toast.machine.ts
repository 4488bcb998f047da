import { assign, setup } from 'xstate';
import type { Toast, ToastContext, ToastEvent } from './toast.types.ts';

/** How long one toast stays on screen (SPEC §9: 5000 ms). */
export const TOAST_DURATION_MS = 5000;

/**
 * One visible toast at a time; later ones wait in a queue. A toast closes after
 * `toastDuration` or when dismissed. Hovering or focusing it pauses the timer (WCAG 2.2.1),
 * and resuming gives the reader the full duration again.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  delays: {
    toastDuration: TOAST_DURATION_MS,
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      const toast: Toast = { ...event.toast, variant: event.toast.variant ?? 'default', id: context.nextId };
      return { queue: [...context.queue, toast], nextId: context.nextId + 1 };
    }),
    showNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
    })),
    clearCurrent: assign({ current: null }),
  },
}).createMachine({
  id: 'toast',
  context: { current: null, queue: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing on screen.',
      on: {
        'toast.show': { target: 'visible', actions: ['enqueue', 'showNext'] },
      },
    },
    visible: {
      description: 'One toast on screen; others wait their turn.',
      tags: ['visible'],
      initial: 'running',
      on: {
        'toast.show': { actions: 'enqueue' },
        'toast.dismiss': { target: 'advancing' },
      },
      states: {
        running: {
          description: 'The close timer runs.',
          after: { toastDuration: { target: '#toast.advancing' } },
          on: { 'toast.pause': { target: 'paused' } },
        },
        paused: {
          description: 'The reader hovers or focuses the toast; the timer waits.',
          on: { 'toast.resume': { target: 'running' } },
        },
      },
    },
    advancing: {
      description: 'The current toast has closed: show the next one or go quiet.',
      always: [
        { guard: 'hasQueued', target: 'visible', actions: 'showNext' },
        { target: 'idle', actions: 'clearCurrent' },
      ],
    },
  },
});
