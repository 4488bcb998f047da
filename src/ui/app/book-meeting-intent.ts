/**
 * What a likely click on "Book a meeting" (hover or focus) warms up: the scheduling modal's
 * code. The scheduling feature owns the modal and registers this when it loads (src/ui imports
 * no feature). A module of its own, apart from the button: the scheduling layer is part of
 * every page's start-up, the button and its icon are not.
 */
let preload: () => void = () => undefined;

export function onBookMeetingIntent(preloadModal: () => void) {
  preload = preloadModal;
}

export const bookMeetingIntent = () => preload();
