// Records which states and transitions the machine tests reach, so scripts/machine-coverage.ts
// can compare them with each machine's graph. Every actor a test creates gets an inspector.
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, vi } from 'vitest';
import type { AnyActorLogic, InspectionEvent } from 'xstate';

const states = new Set<string>();
const transitions = new Set<string>();

interface NodeLike {
  id: string;
}

function record(event: InspectionEvent) {
  if (event.type === '@xstate.microstep') {
    for (const transition of event._transitions) {
      // A targetless transition (actions only) is drawn as an edge back to its source.
      const targets = transition.target?.length ? transition.target : [transition.source];
      for (const target of targets) transitions.add(`${transition.source.id} -[${transition.eventType}]-> ${target.id}`);
    }
  }
  if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
    // Machine snapshots carry their active state nodes.
    const nodes = (event.snapshot as { _nodes?: NodeLike[] })._nodes;
    for (const node of nodes ?? []) states.add(node.id);
  }
}

vi.mock('xstate', async (importOriginal) => {
  const actual = await importOriginal<typeof import('xstate')>();
  return {
    ...actual,
    createActor: (logic: AnyActorLogic, options: Parameters<typeof actual.createActor>[1] = {}) => {
      const theirs = options.inspect;
      return actual.createActor(logic, {
        ...options,
        inspect: (event: InspectionEvent) => {
          record(event);
          if (typeof theirs === 'function') theirs(event);
          else theirs?.next?.(event);
        },
      });
    },
  };
});

afterAll(() => {
  const dir = new URL('../../.coverage/machines/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${process.pid}-${Math.random().toString(36).slice(2)}.json`, dir);
  writeFileSync(file, JSON.stringify({ states: [...states], transitions: [...transitions] }));
});
