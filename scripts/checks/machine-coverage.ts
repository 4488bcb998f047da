// Walks every machine's graph (xstate/graph) and checks that the machine tests reached each
// state and each transition. Run after `vitest run --project machines`, whose inspector
// (tests/machines/coverage.ts) records what the tests reached in .coverage/machines/. Prints
// coverage per machine; fails on any gap.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { MACHINES } from '../../machines/registry.ts';

const dir = new URL('../../.coverage/machines/', import.meta.url);
const reachedStates = new Set<string>();
const reachedTransitions = new Set<string>();
for (const file of readdirSync(dir)) {
  const data = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { states: string[]; transitions: string[] };
  for (const state of data.states) reachedStates.add(state);
  for (const transition of data.transitions) reachedTransitions.add(transition);
}

function walk(node: DirectedGraphNode, states: string[], transitions: string[]) {
  states.push(node.id);
  for (const edge of node.edges) transitions.push(`${edge.source.id} -[${edge.transition.eventType}]-> ${edge.target.id}`);
  for (const child of node.children) walk(child, states, transitions);
}

let gaps = 0;
console.log('Machine coverage (states, transitions reached by tests/machines):');
for (const machine of MACHINES) {
  const states: string[] = [];
  const transitions: string[] = [];
  walk(toDirectedGraph(machine), states, transitions);
  const missingStates = states.filter((id) => id !== machine.id && !reachedStates.has(id));
  const missingTransitions = [...new Set(transitions)].filter((key) => !reachedTransitions.has(key));
  const uniqueTransitions = new Set(transitions).size;
  console.log(
    `  ${machine.id.padEnd(16)} states ${states.length - 1 - missingStates.length}/${states.length - 1}  transitions ${uniqueTransitions - missingTransitions.length}/${uniqueTransitions}`,
  );
  for (const id of missingStates) console.log(`      missing state: ${id}`);
  for (const key of missingTransitions) console.log(`      missing transition: ${key}`);
  gaps += missingStates.length + missingTransitions.length;
}
rmSync(dir, { recursive: true, force: true });
if (gaps > 0) {
  console.error(`\n${gaps} state(s) or transition(s) are not reached by the machine tests.`);
  process.exit(1);
}
