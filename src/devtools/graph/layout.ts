import ELK, { type ElkExtendedEdge, type ElkNode, type ElkPoint } from 'elkjs/lib/elk.bundled.js';
import type { ChartNode, MachineGraph } from './model.ts';

/** Monospaced text, so a label's width is known without a DOM (the docs are drawn in Node). */
export const FONT_SIZE = 11;
export const CHAR_WIDTH = FONT_SIZE * 0.62;
export const LINE_HEIGHT = 15;
const HEADER = 24;
const PAD = 10;

export const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LaidOutNode extends Box {
  readonly path: string;
}

export interface LaidOutEdge {
  readonly id: string;
  /** The target this route leads to (a transition with two targets has two routes). */
  readonly target: string;
  readonly points: readonly ElkPoint[];
  readonly label: (Box & { readonly text: string }) | undefined;
}

export interface ChartLayout {
  readonly width: number;
  readonly height: number;
  readonly nodes: ReadonlyMap<string, LaidOutNode>;
  /** The dot each compound state's initial arrow starts from, by the compound's path. */
  readonly initialMarkers: ReadonlyMap<string, { readonly dot: Box; readonly points: readonly ElkPoint[] }>;
  readonly edges: readonly LaidOutEdge[];
}

const elkId = (path: string) => `s:${path}`;
const markerId = (path: string) => `i:${path}`;

/** The lines written inside a state's box: its name, then its invoked actors. */
export function nodeLines(node: ChartNode): string[] {
  return [node.key, ...node.invokes.map((name) => `invoke ${name}`)];
}

function toElk(graph: MachineGraph, node: ChartNode): ElkNode {
  const lines = nodeLines(node);
  const textBox = Math.max(...lines.map(textWidth)) + 2 * PAD;
  if (node.children.length === 0) {
    return { id: elkId(node.path), width: Math.max(textBox, 64), height: lines.length * LINE_HEIGHT + 2 * PAD - 4 };
  }
  const children = node.children.flatMap((child) => {
    const inner = graph.nodes.get(child);
    return inner ? [toElk(graph, inner)] : [];
  });
  if (node.initial) children.unshift({ id: markerId(node.path), width: 10, height: 10 });
  return {
    id: elkId(node.path),
    children,
    layoutOptions: {
      'elk.padding': `[top=${HEADER + (lines.length - 1) * LINE_HEIGHT + 6},left=${PAD},bottom=${PAD},right=${PAD}]`,
      'elk.nodeSize.minimum': `(${textBox}, ${HEADER + 10})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      // Parallel regions side by side, each region's states left to right.
      ...(node.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
    },
  };
}

let elk: InstanceType<typeof ELK> | undefined;

/**
 * Lays a machine's chart out with ELK's layered algorithm: states nest inside their parents,
 * every transition is one routed edge (its label placed by ELK), initial states get a dot.
 */
export async function layoutGraph(graph: MachineGraph): Promise<ChartLayout> {
  const root = graph.nodes.get('');
  if (!root) throw new Error(`${graph.id} has no root state`);
  const edges: ElkExtendedEdge[] = [];
  for (const node of graph.nodes.values()) {
    if (node.initial) edges.push({ id: `init:${node.path}`, sources: [markerId(node.path)], targets: [elkId(node.initial)] });
  }
  for (const edge of graph.edges) {
    edge.targets.forEach((target, index) => {
      edges.push({
        id: `${edge.id}>${index}`,
        sources: [elkId(edge.source)],
        targets: [elkId(target)],
        labels: [{ text: edge.label, width: textWidth(edge.label) + 6, height: LINE_HEIGHT }],
      });
    });
  }
  // The root state sits inside a graph of its own, so its own transitions (self-loops) have
  // room to be routed around it.
  const input: ElkNode = {
    id: 'graph',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.padding': '[top=0,left=0,bottom=0,right=0]',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '14',
      'elk.edgeLabels.inline': 'false',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      // Keep the definition's order where possible: the initial state comes first.
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    },
    children: [toElk(graph, root)],
    edges,
  };
  elk ??= new ELK();
  const result = await elk.layout(input);

  // ELK gives each position relative to its parent; the chart wants absolute ones.
  const absolute = new Map<string, { x: number; y: number; width: number; height: number }>();
  const place = (node: ElkNode, offsetX: number, offsetY: number) => {
    const x = offsetX + (node.x ?? 0);
    const y = offsetY + (node.y ?? 0);
    absolute.set(node.id, { x, y, width: node.width ?? 0, height: node.height ?? 0 });
    for (const child of node.children ?? []) place(child, x, y);
  };
  place(result, 0, 0);

  const nodes = new Map<string, LaidOutNode>();
  for (const path of graph.nodes.keys()) {
    const box = absolute.get(elkId(path));
    if (box) nodes.set(path, { path, ...box });
  }

  // An edge's coordinates are relative to the node ELK names as its container.
  const laidOut: LaidOutEdge[] = [];
  const initialMarkers = new Map<string, { dot: Box; points: ElkPoint[] }>();
  for (const edge of (result.edges ?? []) as (ElkExtendedEdge & { container?: string })[]) {
    const origin = (edge.container && absolute.get(edge.container)) || { x: 0, y: 0 };
    const shift = (point: ElkPoint) => ({ x: point.x + origin.x, y: point.y + origin.y });
    const points = (edge.sections ?? [])
      .flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint])
      .map(shift);
    if (edge.id.startsWith('init:')) {
      const path = edge.id.slice('init:'.length);
      const dot = absolute.get(markerId(path));
      if (dot) initialMarkers.set(path, { dot, points });
      continue;
    }
    const [id = '', index = '0'] = edge.id.split('>');
    const source = graph.edges.find((candidate) => candidate.id === id);
    const label = edge.labels?.[0];
    laidOut.push({
      id,
      target: source?.targets[Number(index)] ?? '',
      points,
      label: label
        ? { text: label.text ?? '', ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 }
        : undefined,
    });
  }
  return { width: result.width ?? 0, height: result.height ?? 0, nodes, initialMarkers, edges: laidOut };
}
