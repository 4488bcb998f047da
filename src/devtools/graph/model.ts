import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A state of the chart, keyed by its path ('' is the root), as drawn by the viewer and the docs. */
export interface ChartNode {
  readonly key: string;
  /** The path joined with dots: what `snapshot.value` names. */
  readonly path: string;
  /** xstate's own id for the state node (what `xstate/graph` reports). */
  readonly stateId: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly parent: string | undefined;
  readonly children: readonly string[];
  /** The child entered first (compound states only). */
  readonly initial: string | undefined;
  /** Invoked actors, as `src` or `src#id`. */
  readonly invokes: readonly string[];
  readonly description: string | undefined;
}

export type EdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface ChartEdge {
  readonly id: string;
  readonly source: string;
  /** Target paths; the source itself for a transition with no target (actions only). */
  readonly targets: readonly string[];
  readonly kind: EdgeKind;
  /** The event type as xstate names it (`xstate.after.…` for delays, '' for `always`). */
  readonly eventType: string;
  readonly guard: string | undefined;
  /** The delay's name or milliseconds (`after` transitions). */
  readonly delay: string | undefined;
  /** True when the transition names no target: it runs actions and stays. */
  readonly targetless: boolean;
  /** What the chart writes beside the arrow. */
  readonly label: string;
}

export interface MachineGraph {
  readonly id: string;
  readonly nodes: ReadonlyMap<string, ChartNode>;
  readonly edges: readonly ChartEdge[];
  /** Each transition definition's edge id, to match what `machine.getTransitionData()` selects. */
  readonly edgeOf: ReadonlyMap<AnyTransitionDefinition, string>;
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** A guard's name as written in the config: `name`, `!name`, `a && b`, `in(state)`. */
export function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner)) {
      const names = inner.map(guardName);
      if (guard.name === 'not') return `!${names[0] ?? ''}`;
      return names.join(guard.name === 'or' ? ' || ' : ' && ');
    }
    const stateValue = (guard as { stateValue?: unknown }).stateValue;
    if (stateValue !== undefined) return `in(${JSON.stringify(stateValue)})`;
    return guard.name || 'inline guard';
  }
  return 'guard';
}

function delayName(node: AnyStateNode, eventType: string): string | undefined {
  const delay = node.after.find((definition) => definition.eventType === eventType)?.delay;
  if (typeof delay === 'string' || typeof delay === 'number') return String(delay);
  return /^xstate\.after\.(.+?)\./.exec(eventType)?.[1];
}

function describe(eventType: string, node: AnyStateNode): { kind: EdgeKind; text: string; delay?: string } {
  if (!eventType) return { kind: 'always', text: 'always' };
  if (eventType.startsWith('xstate.after.')) {
    const delay = delayName(node, eventType) ?? '?';
    return { kind: 'after', text: `after ${delay}`, delay };
  }
  const done = /^xstate\.done\.(actor|state)\.(.+)$/.exec(eventType);
  if (done) {
    // `done.state.<id>` is the state's own onDone: name the state by its key.
    const name = done[1] === 'state' ? node.key : done[2];
    return { kind: 'done', text: `done: ${name ?? ''}` };
  }
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return { kind: 'error', text: `error: ${error[1] ?? ''}` };
  return { kind: 'event', text: eventType };
}

function invokeNames(node: AnyStateNode): string[] {
  return node.invoke.map((definition) => {
    const src = typeof definition.src === 'string' ? definition.src : definition.id;
    return src === definition.id ? src : `${src}#${definition.id}`;
  });
}

/**
 * The chart's model read from a machine's definition through xstate's public state-node API:
 * every state (nested, parallel, final, history) and every transition, including `after`,
 * `always`, done/error and target-less ones.
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = new Map<string, ChartNode>();
  const edges: ChartEdge[] = [];
  const edgeOf = new Map<AnyTransitionDefinition, string>();

  const visit = (node: AnyStateNode, parent: string | undefined) => {
    const path = pathOf(node);
    const children = Object.values(node.states) as AnyStateNode[];
    const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
    nodes.set(path, {
      key: node.path.length ? node.key : machine.id,
      path,
      stateId: node.id,
      type: node.type,
      parent,
      children: children.map(pathOf),
      initial: initial ? pathOf(initial) : undefined,
      invokes: invokeNames(node),
      description: node.description,
    });

    const definitions: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    definitions.forEach((transition, index) => {
      const eventType = String(transition.eventType);
      const { kind, text, delay } = describe(eventType, node);
      const guard = transition.guard ? guardName(transition.guard) : undefined;
      const targets = (transition.target ?? []).map(pathOf);
      const id = `${path || '(root)'}:${index}`;
      edgeOf.set(transition, id);
      edges.push({
        id,
        source: path,
        targets: targets.length ? targets : [path],
        kind,
        eventType,
        guard,
        delay,
        targetless: targets.length === 0,
        label: guard ? `${text} [${guard}]` : text,
      });
    });
    for (const child of children) visit(child, path);
  };
  visit(machine.root, undefined);
  return { id: machine.id, nodes, edges, edgeOf };
}

/** The paths of every active state in a snapshot value, including each ancestor and the root (''). */
export function activePaths(value: unknown): Set<string> {
  const active = new Set<string>(['']);
  const walk = (current: unknown, prefix: string) => {
    const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
    if (typeof current === 'string') active.add(at(current));
    else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        active.add(at(key));
        walk(inner, at(key));
      }
    }
  };
  walk(value, '');
  return active;
}
