import { FONT_SIZE, LINE_HEIGHT, nodeLines, type ChartLayout } from './layout.ts';
import type { MachineGraph } from './model.ts';

/**
 * An SVG element as plain data. The viewer turns it into React elements (so transitions can be
 * clicked) and the docs script into a file: both draw from the same function.
 */
export interface SvgElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string | number>>;
  readonly children: readonly (SvgElement | string)[];
}

const h = (tag: string, attrs: Record<string, string | number | undefined>, ...children: (SvgElement | string)[]): SvgElement => ({
  tag,
  attrs: Object.fromEntries(Object.entries(attrs).filter((entry): entry is [string, string | number] => entry[1] !== undefined)),
  children,
});

export const COLORS = {
  ink: '#1f2933',
  muted: '#52606d',
  line: '#7b8794',
  box: '#ffffff',
  region: '#f5f7fa',
  active: '#0b6bcb',
  activeFill: '#e3f0fd',
  enabled: '#087443',
};

export interface DrawOptions {
  /** Paths of the active states (highlighted). */
  readonly active?: ReadonlySet<string>;
  /** Ids of transitions the current snapshot can take (drawn as buttons). */
  readonly enabled?: ReadonlySet<string>;
  readonly title?: string;
}

const FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export function drawChart(graph: MachineGraph, layout: ChartLayout, { active, enabled, title }: DrawOptions = {}): SvgElement {
  const margin = 8;
  const width = Math.ceil(layout.width + 2 * margin);
  const height = Math.ceil(layout.height + 2 * margin);
  const states: SvgElement[] = [];
  // Parents before children, so nested boxes paint over their parent's.
  const ordered = [...graph.nodes.values()].sort((a, b) => a.path.split('.').length - b.path.split('.').length);
  for (const node of ordered) {
    const box = layout.nodes.get(node.path);
    if (!box) continue;
    // The root is always active: highlight it only when it is the whole chart.
    const isActive = (active?.has(node.path) ?? false) && (node.path !== '' || node.children.length === 0);
    const parentType = node.parent !== undefined ? graph.nodes.get(node.parent)?.type : undefined;
    const lines = nodeLines(node);
    const compound = node.children.length > 0;
    states.push(
      h(
        'g',
        { 'data-state': node.path, 'data-active': isActive ? 'true' : undefined, class: isActive ? 'state active' : 'state' },
        h('title', {}, `${node.path}${node.description ? ` — ${node.description}` : ''}`),
        h('rect', {
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
          rx: 6,
          fill: isActive ? COLORS.activeFill : compound ? COLORS.region : COLORS.box,
          stroke: isActive ? COLORS.active : COLORS.line,
          'stroke-width': isActive ? 2 : 1,
          // A parallel state's regions are dashed: they are active together.
          'stroke-dasharray': parentType === 'parallel' ? '5 3' : undefined,
        }),
        node.type === 'final'
          ? h('rect', {
              x: box.x + 3,
              y: box.y + 3,
              width: box.width - 6,
              height: box.height - 6,
              rx: 4,
              fill: 'none',
              stroke: isActive ? COLORS.active : COLORS.line,
            })
          : '',
        ...lines.map((line, index) =>
          h(
            'text',
            {
              x: box.x + 10,
              y: box.y + 17 + index * LINE_HEIGHT,
              'font-weight': index === 0 ? 700 : 400,
              fill: index === 0 ? COLORS.ink : COLORS.muted,
            },
            index === 0 && node.type === 'parallel' ? `${line} ∥` : node.type === 'history' && index === 0 ? `${line} (H)` : line,
          ),
        ),
      ),
    );
  }

  const markers: SvgElement[] = [];
  for (const { dot, points } of layout.initialMarkers.values()) {
    markers.push(
      h(
        'g',
        { class: 'initial' },
        h('circle', { cx: dot.x + dot.width / 2, cy: dot.y + dot.height / 2, r: 4, fill: COLORS.ink }),
        h('polyline', {
          points: points.map((p) => `${p.x},${p.y}`).join(' '),
          fill: 'none',
          stroke: COLORS.ink,
          'marker-end': 'url(#arrow)',
        }),
      ),
    );
  }

  const byId = new Map(graph.edges.map((edge) => [edge.id, edge]));
  const transitions: SvgElement[] = [];
  for (const route of layout.edges) {
    const edge = byId.get(route.id);
    if (!edge) continue;
    const canSend = enabled?.has(edge.id) ?? false;
    const color = canSend ? COLORS.enabled : COLORS.line;
    const label = route.label;
    transitions.push(
      h(
        'g',
        {
          class: canSend ? 'transition enabled' : 'transition',
          'data-transition': edge.id,
          'data-event': edge.eventType || undefined,
          'data-enabled': canSend ? 'true' : undefined,
          role: canSend ? 'button' : undefined,
          tabindex: canSend ? 0 : undefined,
          'aria-label': canSend ? `Send ${edge.eventType}` : undefined,
          cursor: canSend ? 'pointer' : undefined,
        },
        h('polyline', {
          points: route.points.map((p) => `${p.x},${p.y}`).join(' '),
          fill: 'none',
          stroke: color,
          'stroke-width': canSend ? 2 : 1,
          'stroke-dasharray': edge.kind === 'always' || edge.targetless ? '4 3' : undefined,
          'marker-end': canSend ? 'url(#arrow-enabled)' : 'url(#arrow)',
        }),
        label
          ? h(
              'g',
              {},
              h('rect', {
                x: label.x,
                y: label.y,
                width: label.width,
                height: label.height,
                rx: 3,
                fill: canSend ? '#e6f6ee' : '#ffffff',
                opacity: 0.92,
              }),
              h('text', { x: label.x + 3, y: label.y + label.height - 4, fill: canSend ? COLORS.enabled : COLORS.muted }, label.text),
            )
          : '',
      ),
    );
  }

  const arrow = (id: string, color: string) =>
    h(
      'marker',
      { id, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' },
      h('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: color }),
    );

  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `${-margin} ${-margin} ${width} ${height}`,
      'font-family': FONT,
      'font-size': FONT_SIZE,
      role: 'img',
      'aria-label': title ?? `Statechart of ${graph.id}`,
    },
    h('defs', {}, arrow('arrow', COLORS.line), arrow('arrow-enabled', COLORS.enabled)),
    h('rect', { x: -margin, y: -margin, width, height, fill: '#ffffff' }),
    ...states,
    ...markers,
    ...transitions,
  );
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Serialises a drawing as an SVG document. */
export function svgToString(element: SvgElement | string, indent = ''): string {
  if (typeof element === 'string') return element ? `${indent}${escape(element)}` : '';
  const attrs = Object.entries(element.attrs)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join('');
  const children = element.children.filter((child) => child !== '');
  if (children.length === 0) return `${indent}<${element.tag}${attrs}/>`;
  if (children.every((child) => typeof child === 'string'))
    return `${indent}<${element.tag}${attrs}>${children.map((c) => escape(c)).join('')}</${element.tag}>`;
  return `${indent}<${element.tag}${attrs}>\n${children.map((child) => svgToString(child, `${indent}  `)).join('\n')}\n${indent}</${element.tag}>`;
}
