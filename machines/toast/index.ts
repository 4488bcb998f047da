export { toastMachine, TOAST_DURATION_MS } from './toast.machine.ts';
export type * from './toast.types.ts';
export { notImplementedToast } from './toast.presets.ts';
export * from './toast.connect.ts';
