// The machine viewer (?inspect=local in development). main.ts imports this module only behind
// import.meta.env.DEV, so none of it reaches the production build (scripts/checks/budget.ts checks).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { InspectionEvent, Observer } from 'xstate';
import { Panel } from './panel.tsx';
import { createInspectorStore, DEVTOOLS_MARKER } from './inspector-store.ts';

/** Starts collecting inspection events and docks the viewer to the page; returns the observer to pass to actors. */
export function startMachineViewer(): Observer<InspectionEvent> {
  const store = createInspectorStore();
  const container = document.createElement('div');
  container.setAttribute(`data-${DEVTOOLS_MARKER}`, '');
  // The page's modal dialogs (Ark/zag) hide everything else from assistive technology, except
  // what they take for a live announcer; the viewer is a tool beside the page, not part of it.
  container.setAttribute('data-live-announcer', '');
  document.body.append(container);
  // ...and they close when a pointer goes down or focus moves outside them, which would make
  // the viewer unusable while the login code dialog is open. Its pointer and focus events stop
  // before the page's capture listeners see them (the viewer itself uses click and mousedown).
  for (const type of ['pointerdown', 'focusin'] as const) {
    window.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Node && container.contains(event.target)) event.stopImmediatePropagation();
      },
      true,
    );
  }
  createRoot(container).render(createElement(Panel, { store }));
  return store.inspect;
}
