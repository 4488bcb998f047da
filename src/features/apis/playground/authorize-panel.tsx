import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { authorizeMachine } from '../../../../machines/authorize/index.ts';
import type { PlaygroundOperation, playgroundMachine } from '../../../../machines/playground/index.ts';
import { useHydrated } from '../../../start-up/readiness.ts';
import AuthorizeBody from './authorize-body.tsx';

// Its stylesheet comes with the playground's chunk (the API pages inline theirs, and their HTML is
// at its budget); jose loads later still, with the first flow.

/**
 * The playground's Authorize step (issue 41): a disclosure, closed at first, so the page's HTML
 * carries only its summary. Inside, once the app has taken over: the flow's choices, the
 * sequence diagram its machine lights (machines/authorize/), what became of it, the decoded
 * token, and each step as curl. The playground's calls carry the token while it lives.
 */
export function AuthorizePanel({
  authorize,
  playground,
  ...rest
}: {
  /** The playground's child (connectPlayground), once it runs. */
  authorize: ActorRefFrom<typeof authorizeMachine> | undefined;
  playground: ActorRefFrom<typeof playgroundMachine>;
  operation: PlaygroundOperation;
  comparesWithToken: boolean;
  /** Whether the API also takes the front-end flow, which runs on the device rather than here. */
  frontEnd: boolean;
}) {
  const { t } = useTranslation('apis');
  const hydrated = useHydrated();
  return (
    <details>
      <summary>{t(($) => $.playground.authorize.open)}</summary>
      {hydrated && authorize ? <AuthorizeBody authorize={authorize} playground={playground} {...rest} /> : null}
    </details>
  );
}
