import { useActorRef as useXStateActorRef } from '@xstate/react';
import { getInspector } from './inspector.ts';

export { useSelector } from '@xstate/react';

/**
 * @xstate/react's useActorRef, with the development inspector (when there is one) passed to
 * the actor it creates, so short-lived view actors report like the app-wide ones.
 */
export const useActorRef = ((logic: Parameters<typeof useXStateActorRef>[0], options?: object, observer?: unknown) => {
  const inspect = getInspector();
  return (useXStateActorRef as (...args: unknown[]) => unknown)(logic, inspect ? { ...options, inspect } : options, observer);
}) as typeof useXStateActorRef;
