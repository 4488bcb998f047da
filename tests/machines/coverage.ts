// Records the states and transitions the machine tests reach, through xstate's public inspection
// API: every machine actor a test creates gets `createActor(machine, { inspect })`.
// coverage-setup.ts writes what was reached for scripts/checks/machine-coverage.ts.
import {
  getStateNodes,
  isMachineSnapshot,
  type ActorRefLike,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type InspectionEvent,
  type StateValue,
} from 'xstate';

export const reached = { states: new Set<string>(), transitions: new Set<string>() };

/** Per actor: the snapshot before its next microstep, and the event of its last microstep. */
const last = new WeakMap<ActorRefLike, { snapshot: AnyMachineSnapshot; event: AnyEventObject | undefined }>();

function recordStates(snapshot: AnyMachineSnapshot) {
  for (const node of getStateNodes(snapshot.machine.root, snapshot.value as StateValue)) reached.states.add(node.id);
}

function recordTransitions(before: AnyMachineSnapshot, event: AnyEventObject) {
  // The same selection xstate made for this event from the same snapshot (guards are pure).
  for (const transition of before.machine.getTransitionData(before, event)) {
    // A targetless transition (actions only) is drawn as an edge back to its source.
    const targets = transition.target?.length ? transition.target : [transition.source];
    for (const target of targets) reached.transitions.add(`${transition.source.id} -[${transition.eventType}]-> ${target.id}`);
  }
}

export function inspect(event: InspectionEvent): void {
  if (event.type === '@xstate.snapshot' && isMachineSnapshot(event.snapshot)) {
    // A macrostep has ended: the next microstep starts from here, with a new event.
    recordStates(event.snapshot);
    last.set(event.actorRef, { snapshot: event.snapshot, event: undefined });
  }
  if (event.type === '@xstate.microstep' && isMachineSnapshot(event.snapshot)) {
    const previous = last.get(event.actorRef);
    // Within a macrostep, later microsteps carrying the same event are eventless (`always`),
    // which xstate/graph does not list; init and stop select no transitions.
    const byEvent =
      previous !== undefined && event.event !== previous.event && event.event.type !== 'xstate.init' && event.event.type !== 'xstate.stop';
    if (byEvent) recordTransitions(previous.snapshot, event.event);
    recordStates(event.snapshot);
    last.set(event.actorRef, { snapshot: event.snapshot, event: event.event });
  }
}
