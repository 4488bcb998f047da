import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

/** A command a console page offers the command palette while it is shown (e.g. its table's export). */
export interface PageCommand {
  readonly id: string;
  readonly label: string;
  readonly run: () => void;
}

let commands: readonly PageCommand[] = [];
const listeners = new Set<() => void>();
const publish = (next: readonly PageCommand[]) => {
  commands = next;
  for (const listener of listeners) listener();
};

/**
 * Offers a command to the palette for as long as the calling view is shown; the palette always
 * runs the latest `run` (it closes over what the view shows now, e.g. the rows on screen). The
 * page registers with the palette, as features register with shared pieces here.
 */
export function usePageCommand(id: string, label: string, run: () => void) {
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    publish([...commands.filter((command) => command.id !== id), { id, label, run: () => latest.current() }]);
    return () => publish(commands.filter((command) => command.id !== id));
  }, [id, label]);
}

/** A command of the page shown now, by id (the palette runs it). */
export const findPageCommand = (id: string) => commands.find((command) => command.id === id) ?? null;

/** The commands of the pages shown now. */
export const usePageCommands = (): readonly PageCommand[] =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => commands,
    () => commands,
  );
