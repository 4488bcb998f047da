import { createContext, useContext } from 'react';
import type { AppActors } from '../../../machines/app/index.ts';

export const AppActorsContext = createContext<AppActors | null>(null);

/** The long-lived actors started in main.ts. */
export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors must be used inside <AppProviders>.');
  return actors;
}
