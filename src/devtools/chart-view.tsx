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
import type { AnyEventObject, AnyStateMachine, Snapshot } from 'xstate';
import { drawChart, type SvgElement } from './graph/draw.ts';
import { layoutGraph, type ChartLayout } from './graph/layout.ts';
import { activePaths, machineGraph, type MachineGraph } from './graph/model.ts';

// A definition never changes while the page runs: lay each machine out once.
const layouts = new WeakMap<AnyStateMachine, { graph: MachineGraph; layout: Promise<ChartLayout> }>();
function chartOf(machine: AnyStateMachine) {
  let entry = layouts.get(machine);
  if (!entry) {
    const graph = machineGraph(machine);
    entry = { graph, layout: layoutGraph(graph) };
    layouts.set(machine, entry);
  }
  return entry;
}

/** `snapshot.can()` evaluates guards, which may read data the bare event lacks. */
function canTake(snapshot: Snapshot<unknown>, type: string): boolean {
  try {
    const can = (snapshot as Partial<{ can(event: AnyEventObject): boolean }>).can;
    return snapshot.status === 'active' && typeof can === 'function' && can.call(snapshot, { type });
  } catch {
    return false;
  }
}

/** Transitions the snapshot can take now: their source state is active and `can()` allows the event. */
export function enabledTransitions(graph: MachineGraph, snapshot: Snapshot<unknown>): { ids: Set<string>; events: string[] } {
  const active = activePaths((snapshot as { value?: unknown }).value);
  const ids = new Set<string>();
  const events = new Set<string>();
  for (const edge of graph.edges) {
    if (edge.kind === 'event' && active.has(edge.source) && canTake(snapshot, edge.eventType)) {
      ids.add(edge.id);
      events.add(edge.eventType);
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
    return drawChart(graph, layout.layout, { active: activePaths(value), enabled: enabledTransitions(graph, snapshot).ids });
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
