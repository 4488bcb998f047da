/**
 * Resolves once the browser has painted the frame after this one (or after 100 ms, in a tab
 * that does not paint): a callback from requestAnimationFrame runs just before a paint, and a
 * task queued from it runs after that paint.
 */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
