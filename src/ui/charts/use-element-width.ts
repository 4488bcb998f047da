import { useCallback, useState } from 'react';

/**
 * The rendered width of an element, kept current with a ResizeObserver. Charts draw at their
 * real pixel width so labels keep a readable size on a phone instead of shrinking with a
 * scaled viewBox. Widths under `minWidth` (a hidden tab panel measures 0) are ignored.
 */
export function useElementWidth(fallback: number, minWidth = 120) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback(
    (node: Element | null) => {
      if (!node) return undefined;
      const update = (measured: number) => {
        if (measured >= minWidth) setWidth(Math.floor(measured));
      };
      update(node.getBoundingClientRect().width);
      if (typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver((entries) => {
        for (const entry of entries) update(entry.contentRect.width);
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [minWidth],
  );
  return [ref, width] as const;
}
