export { userSelectionMachine } from './user-selection.machine.ts';
export type * from './user-selection.types.ts';
export * from './user-selection.connect.ts';
