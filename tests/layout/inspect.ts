// What a person sees, checked in the page itself (passed whole to page.evaluate, so it uses
// nothing from outside its body): the document fits the screen; every visible control can be
// hit where it is drawn and is big enough to hit (WCAG 2.2's 24 × 24 px, with its spacing and
// inline exceptions); no table header, button, tab or heading has its words cut off.

export interface LayoutProblem {
  /** The element, as a person would find it: its tag, name and text. */
  readonly element: string;
  readonly problem: string;
}

export function inspectLayout(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const MIN = 24;
  const name = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const label =
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : (element as HTMLElement).innerText);
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 48);
    const role = element.getAttribute('role');
    const id = element.id ? `#${element.id}` : '';
    // A link with no words of its own yet (an icon, or text not rendered) is named by where it goes.
    const href = !text && element.getAttribute('href') ? ` href=${element.getAttribute('href')!.slice(0, 80)}` : '';
    return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}${href}> "${text}"`;
  };
  const viewport = { width: window.innerWidth, height: window.innerHeight };

  // 1. Nothing wider than the screen.
  const width = document.documentElement.scrollWidth;
  if (width > viewport.width) {
    // The widest element that sticks out, to say what does.
    let widest: Element | undefined;
    let most = 0;
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      // Past the right edge, or (right to left) the left one.
      const out = Math.max(rect.right - viewport.width, -rect.left);
      if (rect.width > 0 && out > most && getComputedStyle(element).position !== 'fixed') {
        widest = element;
        most = out;
      }
    }
    problems.push({
      element: widest ? name(widest) : 'the document',
      problem: `makes the page ${width} px wide on a ${viewport.width} px screen`,
    });
  }

  // 2. Controls.
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], [role="radio"], [role="combobox"]';
  const visible = (element: Element) => {
    if (element.closest('[inert], [aria-hidden="true"], [hidden]')) return false;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const rect = element.getBoundingClientRect();
    // Visually hidden (a native input under its custom face), or off the page until focused
    // (a skip link): no one can see or tap it where it is.
    const page = { top: rect.top + window.scrollY, left: rect.left + window.scrollX };
    return rect.width > 2 && rect.height > 2 && page.top + rect.height > 0 && page.left + rect.width > 0;
  };
  /** Where a control is drawn: a link that wraps onto two lines is its first line's box. */
  const box = (element: Element) => element.getClientRects()[0] ?? element.getBoundingClientRect();
  /** What a click on the control lands on: its label too, for a box inside or tied to one. */
  const target = (element: Element): Element => {
    const label = element.closest('label') ?? (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null);
    return label && visible(label) ? label : element;
  };
  const controls = [...new Set([...document.querySelectorAll(CONTROLS)].filter(visible))];
  // Nested controls (a link inside a button's face) count once, as the outer one.
  const outer = controls.filter((element) => !controls.some((other) => other !== element && other.contains(element)));
  const rects = new Map(outer.map((element) => [element, box(target(element))]));
  const small = outer.filter((element) => {
    const rect = rects.get(element)!;
    return rect.width < MIN - 0.5 || rect.height < MIN - 0.5;
  });
  /** WCAG 2.5.8's inline exception: a link in a sentence is as tall as its line lets it be. */
  const inline = (element: Element) => {
    if (getComputedStyle(element).display !== 'inline') return false;
    const block = element.parentElement?.closest('p, li, td, th, dd, label, span, div') ?? element.parentElement;
    return Boolean(block && block.textContent.trim().length > element.textContent.trim().length + 1);
  };
  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  /** Distance from a point to a rectangle (0 inside it). */
  const distance = (point: { x: number; y: number }, rect: DOMRect) =>
    Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
  for (const element of small) {
    if (inline(element)) continue;
    // The spacing exception: a 24 px circle on its centre touches no other target (nor another
    // small target's circle).
    const here = centre(rects.get(element)!);
    const crowded = outer.some((other) => {
      if (other === element || other.contains(element) || element.contains(other)) return false;
      const rect = rects.get(other)!;
      return small.includes(other) ? Math.hypot(here.x - centre(rect).x, here.y - centre(rect).y) < MIN : distance(here, rect) < MIN / 2;
    });
    if (crowded) {
      const rect = rects.get(element)!;
      problems.push({
        element: name(element),
        problem: `is ${Math.round(rect.width)} × ${Math.round(rect.height)} px, under 24 × 24, with other targets close by`,
      });
    }
  }

  // Hit where drawn: each control brought into view, then the element at its centre.
  const scroll = { x: window.scrollX, y: window.scrollY };
  for (const element of outer) {
    // Centred, inside a scrolling table too, clear of its sticky first column.
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const rect = box(target(element));
    const point = {
      x: Math.min(Math.max(rect.left + rect.width / 2, 1), viewport.width - 1),
      y: Math.min(Math.max(rect.top + rect.height / 2, 1), viewport.height - 1),
    };
    const hit = document.elementFromPoint(point.x, point.y);
    const own = (node: Element | null) => node !== null && (node === element || element.contains(node) || target(element).contains(node));
    if (!own(hit))
      problems.push({ element: name(element), problem: `cannot be hit where it is drawn: ${hit ? name(hit) : 'nothing'} is on top` });
  }

  // 3. Words cut off: a label wider or taller than a box that clips (or ends it with "…"), or
  // a header's words running out of its cell over the next one. Each is brought into view
  // first: a section the browser skips while off screen (content-visibility) has no layout.
  /** The box its shown words take: text a visually hidden span holds (clipped to 1 px) left out. */
  const wordsBox = (element: Element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let left = Infinity;
    let right = -Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const style = getComputedStyle(parent);
      // Visually hidden text (clip-path or the older clip, 1 px wide) is not what a person reads.
      const clipped = style.clipPath !== 'none' || style.getPropertyValue('clip') !== 'auto';
      // Nor is the inside of a closed disclosure (Chromium lays it out, unseen).
      const folded = parent.closest('details:not([open])') && !parent.closest('summary');
      if (!node.textContent?.trim() || clipped || folded || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0) continue;
      left = Math.min(left, rect.left);
      right = Math.max(right, rect.right);
    }
    return { left, right, width: right - left };
  };
  for (const element of document.querySelectorAll('th, button, [role="tab"], [role="columnheader"], h1, h2, h3')) {
    if (!visible(element)) continue;
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const label = element as HTMLElement;
    const style = getComputedStyle(label);
    const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    const clipsY = style.overflowY !== 'visible';
    const cut = (clipsX && label.scrollWidth > label.clientWidth + 1) || (clipsY && label.scrollHeight > label.clientHeight + 1);
    const drawn = wordsBox(label);
    const own = label.getBoundingClientRect();
    const spills = drawn.width > 0 && (drawn.left < own.left - 1 || drawn.right > own.right + 1);
    if (cut || spills)
      problems.push({
        element: name(element),
        problem: cut
          ? `has its words cut off (${label.scrollWidth} × ${label.scrollHeight} px of content in a ${label.clientWidth} × ${label.clientHeight} px box)`
          : `has its words running out of its box (${Math.round(drawn.width)} px of words in ${Math.round(own.width)} px)`,
      });
  }
  window.scrollTo({ left: scroll.x, top: scroll.y, behavior: 'instant' });
  return problems;
}

/** With the cookie banner still open: how much of the first screen it takes (0–1), or null. */
export function bannerShare(): number | null {
  const banner = document.querySelector('[data-consent-banner]');
  if (!banner || !banner.checkVisibility()) return null;
  const rect = banner.getBoundingClientRect();
  const visibleHeight = Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
  const visibleWidth = Math.max(0, Math.min(rect.right, window.innerWidth) - Math.max(rect.left, 0));
  return (visibleWidth * visibleHeight) / (window.innerWidth * window.innerHeight);
}
