import { createReturnFocus } from '../consent/return-focus.ts';

/** Whichever "Book a meeting" button opened the modal gets focus back when it closes. */
export const schedulingFocus = createReturnFocus();

/** Fetches the modal's code ahead of a likely click (hover or focus on a Book a meeting button). */
export const preloadSchedulingModal = () => import('./scheduling-modal.tsx');
