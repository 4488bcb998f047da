import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { MACHINES } from '../../machines/registry.ts';
import { machineSvg } from '../../scripts/docs/machine-svg.ts';
import { layoutGraph } from '../../src/devtools/graph/layout.ts';
import { activePaths, machineGraph } from '../../src/devtools/graph/model.ts';

/** Every edge of xstate's own directed graph, as `source -[event]-> target` (state node ids). */
function directedEdges(node: DirectedGraphNode): string[] {
  return [
    ...node.edges.map((edge) => `${edge.source.id} -[${String(edge.transition.eventType)}]-> ${edge.target.id}`),
    ...node.children.flatMap(directedEdges),
  ];
}

const cases = MACHINES.map((machine) => [machine.id, machine] as const);

describe('the machine viewer’s graph model', () => {
  it.each(cases)('%s: has every state and transition of the definition (as xstate/graph sees it)', (_, machine) => {
    const graph = machineGraph(machine);
    const stateIds = [...graph.nodes.values()].map((node) => node.stateId);
    const expectedStates = [machine.root, ...getStateNodes(machine.root)].map((node: AnyStateNode) => node.id);
    expect(new Set(stateIds)).toEqual(new Set(expectedStates));
    expect(stateIds).toHaveLength(expectedStates.length);

    const idOf = (path: string) => graph.nodes.get(path)?.stateId;
    const ours = graph.edges
      .filter((edge) => edge.kind !== 'always')
      .flatMap((edge) => edge.targets.map((target) => `${idOf(edge.source)} -[${edge.eventType}]-> ${idOf(target)}`));
    // xstate/graph leaves out `always` transitions; the chart draws them too.
    expect(ours.sort()).toEqual(directedEdges(toDirectedGraph(machine)).sort());
    const always = getStateNodes(machine.root).reduce((sum, node) => sum + (node.always?.length ?? 0), machine.root.always?.length ?? 0);
    expect(graph.edges.filter((edge) => edge.kind === 'always')).toHaveLength(always);
  });

  it.each(cases)('%s: the layout places every state inside its parent and routes every transition', async (_, machine) => {
    const graph = machineGraph(machine);
    const layout = await layoutGraph(graph);
    for (const node of graph.nodes.values()) {
      const box = layout.nodes.get(node.path);
      expect(box, node.path).toBeDefined();
      const parent = node.parent === undefined ? undefined : layout.nodes.get(node.parent);
      if (box && parent) {
        expect(box.x).toBeGreaterThanOrEqual(parent.x);
        expect(box.y).toBeGreaterThanOrEqual(parent.y);
        expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
        expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height + 0.5);
      }
    }
    const routes = graph.edges.reduce((sum, edge) => sum + edge.targets.length, 0);
    expect(layout.edges).toHaveLength(routes);
    for (const route of layout.edges) {
      expect(route.points.length, route.id).toBeGreaterThanOrEqual(2);
      expect(route.label?.text, route.id).toBe(graph.edges.find((edge) => edge.id === route.id)?.label);
    }
    expect(layout.initialMarkers.size).toBe([...graph.nodes.values()].filter((node) => node.initial).length);
  });

  it.each(cases)('docs/machines/%s.svg matches the machine', async (id, machine) => {
    // If this fails, run `npm run machines:docs` and commit the result.
    expect(readFileSync(new URL(`../../docs/machines/${id}.svg`, import.meta.url), 'utf8')).toBe(await machineSvg(machine));
  });
});

describe('labels and active states', () => {
  const login = MACHINES.find((machine) => machine.id === 'login');
  const sectionScroll = MACHINES.find((machine) => machine.id === 'sectionScroll');

  it('names events, guards, delays, always and done/error transitions and invoked actors', () => {
    if (!login || !sectionScroll) throw new Error('login and sectionScroll are registered');
    const labels = machineGraph(login).edges.map((edge) => edge.label);
    expect(labels).toContain('login.code.submit [codeComplete]');
    expect(labels).toContain('after credentialsCheckDelay [credentialsMatch]');
    expect(labels).toContain('done: waitForSession');
    expect(labels).toContain('error: waitForSession');
    expect(machineGraph(login).nodes.get('signingIn')?.invokes).toEqual(['waitForSession']);
    expect(
      machineGraph(sectionScroll)
        .edges.filter((edge) => edge.kind === 'always')
        .map((edge) => edge.label),
    ).toEqual(['always']);
  });

  it('reads every active state, with its ancestors, from a snapshot value', () => {
    expect(activePaths({ visible: 'running' })).toEqual(new Set(['', 'visible', 'visible.running']));
    expect(activePaths({ a: 'x', b: { c: 'y' } })).toEqual(new Set(['', 'a', 'a.x', 'b', 'b.c', 'b.c.y']));
  });
});
