import type { ButtonHTMLAttributes } from 'react';
import { useHydrated, waitUntilHydrated } from '../../start-up/readiness.ts';

/**
 * A button that needs the app (`waitUntilHydrated`): disabled and marked until hydrated. Only
 * this button renders again when hydration's follow-up render enables it; the component around it
 * does not (its content is passed in as children, which React then reuses as they are).
 */
export function WaitingButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type="button" {...props} {...waitUntilHydrated(hydrated)} />;
}
