// The machine viewer (?inspect=local in development). main.tsx imports this module only behind
// import.meta.env.DEV, so none of it reaches the production build (scripts/budget.ts checks).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent, Observer } from 'xstate';
import { Panel } from './panel.tsx';
import { createInspectorStore, DEVTOOLS_MARKER } from './store.ts';

/** Starts collecting inspection events and docks the viewer to the page; returns the observer to pass to actors. */
export function startMachineViewer(): Observer<InspectionEvent> {
  const store = createInspectorStore();
  const container = document.createElement('div');
  container.setAttribute(`data-${DEVTOOLS_MARKER}`, '');
  document.body.append(container);
  createRoot(container).render(createElement(Panel, { store }));
  return store.inspect;
}
