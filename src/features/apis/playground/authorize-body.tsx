import { useTranslation } from 'react-i18next';
import './authorize.css';
import type { ActorRefFrom } from 'xstate';
import { PARTIES, type authorizeMachine, type AuthorizeFlow } from '../../../../machines/authorize/index.ts';
import {
  connectAuthorizeChoices,
  connectAuthorizeDiagram,
  connectAuthorizeOutcome,
  connectAuthorizeToken,
} from '../../../../machines/authorize/authorize.connect.ts';
import type { PlaygroundOperation, playgroundMachine } from '../../../../machines/playground/index.ts';
import { CONSENT_NUMBERS, OPERATOR_TIMES, PURPOSES } from '../../../config/sandbox-operator.ts';
import { useConnect } from '../../../ui/app/use-connect.ts';
import { Samples } from './authorize-samples.tsx';

type PlaygroundRef = ActorRefFrom<typeof playgroundMachine>;
type AuthorizeRef = ActorRefFrom<typeof authorizeMachine>;

const KNOWN_ERRORS = ['access_denied', 'expired_token', 'invalid_scope', 'unreachable'] as const;
const isKnownError = (code: string): code is (typeof KNOWN_ERRORS)[number] => (KNOWN_ERRORS as readonly string[]).includes(code);

/** Which consent outcome a line gives (the first line offered consents at once). */
function lineOutcome(number: string): 'atOnce' | 'afterPolls' | 'denies' | 'expires' {
  if (number === CONSENT_NUMBERS.afterPolls) return 'afterPolls';
  if (number === CONSENT_NUMBERS.denies) return 'denies';
  if (number === CONSENT_NUMBERS.expires) return 'expires';
  return 'atOnce';
}

/** A JSON value for reading, left to right whatever the page's direction. */
function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    // A named, focusable region, so a keyboard can scroll a long line (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre dir="ltr" role="region" aria-label={label} tabIndex={0} className="api-play-code">
      <code>{JSON.stringify(value, null, 2)}</code>
    </pre>
  );
}

/** The flow's chooser: which flow, which line (CIBA), which purpose; and what starts, stops or forgets it. */
function Choices({ authorize, frontEnd }: { authorize: AuthorizeRef; frontEnd: boolean }) {
  const { t } = useTranslation('apis');
  const { flow, flows, loginHint, numbers, purpose, phase, busy, chooseFlow, chooseLine, choosePurpose, start, cancel, forget } =
    useConnect(authorize, connectAuthorizeChoices);
  return (
    <div className="api-auth-choices">
      <fieldset className="api-play-ops" disabled={busy}>
        <legend>{t(($) => $.playground.authorize.flow)}</legend>
        {flows.map((candidate: AuthorizeFlow) => (
          <label key={candidate}>
            <input
              type="radio"
              name="authorize-flow"
              value={candidate}
              checked={candidate === flow}
              onChange={() => chooseFlow(candidate)}
            />
            {t(($) => $.playground.authorize.flows[candidate])}
          </label>
        ))}
      </fieldset>
      {frontEnd ? <p className="api-auth-note">{t(($) => $.playground.authorize.frontEnd)}</p> : null}
      <div className="api-auth-fields">
        {flow === 'ciba' ? (
          <label className="api-play-field">
            <span>{t(($) => $.playground.authorize.line)}</span>
            <select value={loginHint} disabled={busy} dir="ltr" onChange={(event) => chooseLine(event.target.value)}>
              {numbers.map((number) => (
                <option key={number} value={number}>
                  {t(($) => $.playground.authorize.lines[lineOutcome(number)], { number })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="api-play-field">
          <span>{t(($) => $.playground.authorize.purpose)}</span>
          <select value={purpose} disabled={busy} dir="ltr" onChange={(event) => choosePurpose(event.target.value)}>
            {PURPOSES.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="api-play-actions">
        {phase === 'running' ? (
          <button type="button" className="api-play-button" onClick={cancel}>
            {t(($) => $.playground.authorize.cancel)}
          </button>
        ) : phase === 'authorized' ? (
          <button type="button" className="api-play-button" onClick={forget}>
            {t(($) => $.playground.authorize.forget)}
          </button>
        ) : (
          <button type="button" className="api-play-button api-play-send" onClick={start}>
            {phase === 'idle' ? t(($) => $.playground.authorize.start) : t(($) => $.playground.authorize.again)}
          </button>
        )}
      </div>
    </div>
  );
}

/** The sequence diagram: the four parties, and each step as an arrow between two of them, lit as the machine moves. */
function Diagram({ authorize }: { authorize: AuthorizeRef }) {
  const { t } = useTranslation('apis');
  const { steps, flow, seconds } = useConnect(authorize, connectAuthorizeDiagram, OPERATOR_TIMES.pollInterval);
  const words = t(($) => $.playground.authorize.parties, { returnObjects: true });
  const label = (step: (typeof steps)[number]['step']) =>
    step === 'request'
      ? t(($) => $.playground.authorize.steps.request[flow])
      : step === 'poll'
        ? t(($) => $.playground.authorize.steps.poll, { seconds })
        : step === 'token'
          ? t(($) => $.playground.authorize.steps.token, { minutes: OPERATOR_TIMES.accessToken / 60 })
          : t(($) => $.playground.authorize.steps[step]);
  return (
    <figure className="api-auth-diagram" aria-labelledby="authorize-diagram">
      <figcaption id="authorize-diagram">{t(($) => $.playground.authorize.diagram)}</figcaption>
      <div className="api-auth-parties" aria-hidden="true">
        {PARTIES.map((party) => (
          <span key={party}>{words[party]}</span>
        ))}
      </div>
      <ol className="api-auth-steps">
        {steps.map(({ step, from, to, status }) => {
          const [start, end] = [PARTIES.indexOf(from), PARTIES.indexOf(to)].sort((a, b) => a - b) as [number, number];
          return (
            <li
              key={step}
              className="api-auth-step"
              data-status={status}
              data-span={`${start}-${end}`}
              data-back={PARTIES.indexOf(from) > PARTIES.indexOf(to) ? '' : undefined}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="api-auth-label">
                {label(step)}{' '}
                <span className="api-auth-route">{t(($) => $.playground.authorize.route, { from: words[from], to: words[to] })}</span>
              </span>
              <span className="api-auth-arrow" aria-hidden="true" />
              <span className="api-auth-status">{t(($) => $.playground.authorize.status[status])}</span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

/** What became of the flow, in words: polls so far, the token's use, or why it stopped. */
function Outcome({ authorize, comparesWithToken }: { authorize: AuthorizeRef; comparesWithToken: boolean }) {
  const { t } = useTranslation('apis');
  const { phase, polls, lastPoll, failure, called, flow } = useConnect(authorize, connectAuthorizeOutcome);
  return (
    <div className="api-auth-outcome" role="status">
      {phase === 'running' ? <p>{t(($) => $.playground.authorize.outcomes.running)}</p> : null}
      {lastPoll ? (
        <p>
          {t(($) => $.playground.authorize.polls, {
            count: polls,
            answer: lastPoll,
          })}
        </p>
      ) : null}
      {phase === 'authorized' ? (
        <>
          <p>{t(($) => $.playground.authorize.outcomes.authorized)}</p>
          {flow === 'ciba' ? (
            <p>
              {comparesWithToken ? t(($) => $.playground.authorize.outcomes.compared) : t(($) => $.playground.authorize.outcomes.leftOut)}
            </p>
          ) : null}
          {called !== null ? <p>{t(($) => $.playground.authorize.outcomes.called, { status: called })}</p> : null}
        </>
      ) : null}
      {phase === 'expired' ? <p>{t(($) => $.playground.authorize.outcomes.expired)}</p> : null}
      {phase === 'failed' && failure ? (
        <p className="api-auth-error">
          {isKnownError(failure.code)
            ? t(($) => $.playground.authorize.errors[failure.code as (typeof KNOWN_ERRORS)[number]])
            : t(($) => $.playground.authorize.errors.other, { code: failure.code })}
        </p>
      ) : null}
    </div>
  );
}

function TokenView({ authorize }: { authorize: AuthorizeRef }) {
  const { t } = useTranslation('apis');
  const { token } = useConnect(authorize, connectAuthorizeToken);
  if (!token) return null;
  return (
    <section className="api-auth-token" aria-labelledby="authorize-token">
      <h4 id="authorize-token">{t(($) => $.playground.authorize.tokenTitle)}</h4>
      <JsonBlock label={t(($) => $.playground.authorize.header)} value={token.header} />
      <JsonBlock label={t(($) => $.playground.authorize.claims)} value={token.claims} />
    </section>
  );
}

/** Inside the Authorize disclosure: the choices, the diagram, the outcome, the token and the samples. */
export default function AuthorizeBody({
  authorize,
  playground,
  operation,
  comparesWithToken,
  frontEnd,
}: {
  authorize: AuthorizeRef;
  playground: PlaygroundRef;
  operation: PlaygroundOperation;
  comparesWithToken: boolean;
  frontEnd: boolean;
}) {
  const { t } = useTranslation('apis');
  return (
    <div className="api-auth-body">
      <p>{t(($) => $.playground.authorize.lead)}</p>
      <Choices authorize={authorize} frontEnd={frontEnd} />
      <Diagram authorize={authorize} />
      <Outcome authorize={authorize} comparesWithToken={comparesWithToken} />
      <TokenView authorize={authorize} />
      <Samples authorize={authorize} playground={playground} operation={operation} />
    </div>
  );
}
