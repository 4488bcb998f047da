export { tableViewsMachine } from './table-views.machine.ts';
export * from './table-views.selectors.ts';
export { parseStoredViews, serializeViews, VIEWS_STORAGE_KEY } from './table-views.record.ts';
export type * from './table-views.types.ts';
export * from './table-views.connect.ts';
