// @xstate/react's useSelector on its own, for the views the app starts with (consent, toasts,
// scheduling): importing it from actor-hooks.ts would pull the public pages' shared chunk into
// every page's first load (scripts/vite/chunk-groups.ts lists this file with start-up's).
export { useSelector } from '@xstate/react';
