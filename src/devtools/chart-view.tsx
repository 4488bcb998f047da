import {
  createElement,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, Snapshot } from 'xstate';
import { drawChart, type SvgElement } from './graph/draw.ts';
import { layoutGraph, type ChartLayout } from './graph/layout.ts';
import { activePaths, machineGraph, type MachineGraph } from './graph/model.ts';

// A definition never changes while the page runs: lay each machine out once.
const layouts = new WeakMap<AnyStateMachine, { graph: MachineGraph; layout: Promise<ChartLayout> }>();
export function chartOf(machine: AnyStateMachine) {
  let entry = layouts.get(machine);
  if (!entry) {
    const graph = machineGraph(machine);
    entry = { graph, layout: layoutGraph(graph) };
    layouts.set(machine, entry);
  }
  return entry;
}

/**
 * Transitions the snapshot can take now: for each event whose transition starts in an active
 * state and that `snapshot.can()` allows, the very transitions the machine selects for it
 * (`machine.getTransitionData()`), so of two guarded alternatives only the one that would run.
 */
export function enabledTransitions(
  machine: AnyStateMachine,
  graph: MachineGraph,
  snapshot: Snapshot<unknown>,
): { ids: Set<string>; events: string[] } {
  const ids = new Set<string>();
  const events = new Set<string>();
  if (snapshot.status !== 'active') return { ids, events: [] };
  const active = activePaths((snapshot as { value?: unknown }).value);
  const state = snapshot as AnyMachineSnapshot;
  const candidates = new Set(graph.edges.filter((edge) => edge.kind === 'event' && active.has(edge.source)).map((edge) => edge.eventType));
  for (const type of candidates) {
    try {
      // Guards may read data a bare `{ type }` lacks: such an event is not offered.
      if (!state.can({ type })) continue;
      for (const transition of machine.getTransitionData(state, { type })) {
        const id = graph.edgeOf.get(transition);
        if (id) ids.add(id);
      }
      events.add(type);
    } catch {
      continue;
    }
  }
  return { ids, events: [...events].sort() };
}

const reactName = (name: string) => {
  if (name === 'class') return 'className';
  if (name === 'tabindex') return 'tabIndex';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
};

function toReact(element: SvgElement | string, key: number, rootProps?: Record<string, unknown>): ReactNode {
  if (typeof element === 'string') return element || null;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(element.attrs)) props[reactName(name)] = value;
  Object.assign(props, rootProps);
  return createElement(element.tag, props, ...element.children.map((child, index) => toReact(child, index)));
}

interface ChartViewProps {
  readonly machine: AnyStateMachine;
  readonly snapshot: Snapshot<unknown>;
  readonly onSend: (event: AnyEventObject) => void;
  /** Drawing scale (1 = the size the layout computed). */
  readonly zoom: number;
}

/** The selected actor's statechart: active states highlighted, enabled transitions clickable. */
export function ChartView({ machine, snapshot, onSend, zoom }: ChartViewProps) {
  const { graph, layout: pending } = chartOf(machine);
  const [layout, setLayout] = useState<{ machine: AnyStateMachine; layout: ChartLayout } | undefined>();
  useEffect(() => {
    let current = true;
    void pending.then((result) => {
      if (current) setLayout({ machine, layout: result });
    });
    return () => {
      current = false;
    };
  }, [machine, pending]);

  const drawing = useMemo(() => {
    if (layout?.machine !== machine) return undefined;
    const value = (snapshot as { value?: unknown }).value;
    return drawChart(graph, layout.layout, { active: activePaths(value), enabled: enabledTransitions(machine, graph, snapshot).ids });
  }, [graph, layout, machine, snapshot]);

  // When the active states change, bring the deepest one into the middle of the scrolled area
  // (not scrollIntoView: that would scroll the page too).
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const activeKey = JSON.stringify((snapshot as { value?: unknown }).value);
  const shownKey = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const area = svg?.parentElement;
    if (!svg || !area || !drawing || shownKey.current === activeKey) return;
    shownKey.current = activeKey;
    const states = [...svg.querySelectorAll('[data-active="true"]')];
    const deepest = states.at(-1);
    if (!deepest) return;
    const box = deepest.getBoundingClientRect();
    const frame = area.getBoundingClientRect();
    area.scrollBy({
      left: box.left + box.width / 2 - (frame.left + frame.width / 2),
      top: box.top + box.height / 2 - (frame.top + frame.height / 2),
    });
  }, [activeKey, drawing, svg, zoom]);

  if (!drawing) return <p style={{ margin: 8 }}>Laying out {machine.id}…</p>;

  const sendFrom = (target: EventTarget) => {
    const edge = target instanceof Element ? target.closest('[data-enabled][data-event]') : null;
    const type = edge?.getAttribute('data-event');
    if (type) onSend({ type });
  };
  return toReact(drawing, 0, {
    ref: setSvg,
    width: Number(drawing.attrs.width) * zoom,
    height: Number(drawing.attrs.height) * zoom,
    onClick: (event: MouseEvent) => sendFrom(event.target),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        sendFrom(event.target);
      }
    },
  });
}
