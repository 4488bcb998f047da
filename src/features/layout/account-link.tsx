import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { connectAuth } from '../../../machines/auth/auth.connect.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useHydrated } from '../../start-up/readiness.ts';
import { useConnect } from '../../ui/app/use-connect.ts';

/** The header's way in: "Login", or "Console" once signed in, so the console is one click away. */
export function AccountLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const { authenticated: signedIn } = useConnect(useAppActors().auth, connectAuth);
  // The prerendered header is a signed-out visitor's; a signed-in one's follows hydration.
  const hydrated = useHydrated();
  const authenticated = signedIn && hydrated;
  return authenticated ? (
    <Link to="/admin" className={className}>
      {t(($) => $.nav.console)}
    </Link>
  ) : (
    <Link to="/login" className={className}>
      {t(($) => $.nav.login)}
    </Link>
  );
}
