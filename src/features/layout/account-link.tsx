import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsAuthenticated } from '../../../machines/auth/index.ts';
import { useAppActors } from '../../app/actors-context.ts';

/** The header's way in: "Login", or "Console" once signed in, so the console is one click away. */
export function AccountLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const { auth } = useAppActors();
  const authenticated = useSelector(auth, selectIsAuthenticated);
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
