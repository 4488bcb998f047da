import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectAuthorizeSamples } from '../../../../machines/authorize/authorize.connect.ts';
import type { authorizeMachine } from '../../../../machines/authorize/index.ts';
import { connectPlaygroundCall } from '../../../../machines/playground/playground.connect.ts';
import type { PlaygroundOperation, playgroundMachine } from '../../../../machines/playground/index.ts';
import { ORIGIN_PLACEHOLDER } from '../../../config/api-samples.ts';
import { operatorSamples } from '../../../config/operator-samples.ts';
import { useConnect } from '../../../ui/app/use-connect.ts';

type PlaygroundRef = ActorRefFrom<typeof playgroundMachine>;
type AuthorizeRef = ActorRefFrom<typeof authorizeMachine>;

/** Each step as a developer runs it from a terminal, for the flow, line and purpose chosen and the request in the fields. */
export function Samples({
  authorize,
  playground,
  operation,
}: {
  authorize: AuthorizeRef;
  playground: PlaygroundRef;
  operation: PlaygroundOperation;
}) {
  const { t } = useTranslation('apis');
  const { flow, loginHint, scope } = useConnect(authorize, connectAuthorizeSamples);
  const { request } = useConnect(playground, connectPlaygroundCall, operation, flow === 'ciba');
  const samples = operatorSamples(flow, {
    scope,
    loginHint,
    call: {
      method: operation.method as never,
      path: request.path,
      ...('body' in request ? { body: request.body } : {}),
      jsonResponse: false,
    },
  });
  const origin = window.location.origin;
  return (
    <details className="api-auth-samples">
      <summary>{t(($) => $.playground.authorize.samplesTitle)}</summary>
      <p>{t(($) => $.playground.authorize.samplesLead)}</p>
      {samples.map(({ step, code }) => (
        <div key={step}>
          <h5>{t(($) => $.playground.authorize.sampleSteps[step])}</h5>
          <JsonlessCode label={t(($) => $.playground.authorize.sampleSteps[step])} code={code.replaceAll(ORIGIN_PLACEHOLDER, origin)} />
        </div>
      ))}
    </details>
  );
}

function JsonlessCode({ label, code }: { label: string; code: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre dir="ltr" role="region" aria-label={label} tabIndex={0} className="api-play-code">
      <code>{code}</code>
    </pre>
  );
}
