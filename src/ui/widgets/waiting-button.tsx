import type { ButtonHTMLAttributes } from 'react';
import { useHydrated, waitForApp } from '../app/hydration.ts';

/**
 * A button that needs the app (`waitForApp`): disabled and marked until takeover. Only this
 * button renders again when hydration's follow-up render enables it; the component around it
 * does not (its content is passed in as children, which React then reuses as they are).
 */
export function WaitingButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type="button" {...props} {...waitForApp(hydrated)} />;
}
