import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import {
  buildRequest,
  selectAnswer,
  selectCanSend,
  selectFieldValues,
  selectInvalid,
  selectIsSending,
  selectOperationId,
  selectPanel,
  type PlaygroundOperation,
  type playgroundMachine,
} from '../../../../machines/playground/index.ts';
import { text } from '../../../../machines/shared/text.ts';
import { copyText } from '../../../adapters/clipboard.ts';
import { PLAYGROUND_IDS } from '../../../adapters/playground.dom.ts';
import { livePlaygroundMachine } from '../../../adapters/playground.live.ts';
import type { ApiSlug } from '../../../config/api-catalogue.ts';
import type { ApiPageData } from '../../../config/api-reference.ts';
import { curlCommand, ORIGIN_PLACEHOLDER } from '../../../config/api-samples.ts';
import { withBearer } from '../../../config/operator-samples.ts';
import { API_FLOWS } from '../../../config/sandbox-operator.ts';
import { useActorRef, useSelector } from '../../../ui/app/actor-hooks.ts';
import { useAppActors } from '../../../ui/app/actors-context.ts';
import { useHydrated, waitUntilHydrated } from '../../../start-up/readiness.ts';
import { WaitingButton } from '../../../ui/widgets/waiting-button.tsx';
import { AnswerPanel } from './answer-panel.tsx';
import { AuthorizePanel } from './authorize-panel.tsx';
import { InboxPanel } from './inbox-panel.tsx';
import { inputFor, numbersOf } from './definition.ts';
import { ChainLine, PlaygroundFieldRow, TestNumberPicker } from './playground-fields.tsx';
import './playground-live.css';

type Words = Readonly<Record<string, string>>;
type PlaygroundRef = ActorRefFrom<typeof playgroundMachine>;

type Outcomes = Readonly<Record<string, string>>;

/**
 * The chosen operation's fields, with the test numbers to pick from. Renders again only when
 * what was typed or the check's verdict changes, not when a request goes out or comes back.
 */
const OperationFields = memo(function OperationFields({
  playground,
  operation,
  numbers,
  words,
}: {
  playground: PlaygroundRef;
  operation: PlaygroundOperation;
  numbers: readonly { number: string; outcome: string }[];
  words: { fields: Words; outcomes: Outcomes };
}) {
  const values = useSelector(playground, selectFieldValues) ?? {};
  const invalid = useSelector(playground, selectInvalid);
  const edit = (field: string) => (value: string) => playground.send({ type: 'playground.edit', field, value });
  const { numberField } = operation;
  return (
    <>
      {numberField ? (
        <TestNumberPicker
          field={numberField}
          value={values[numberField] ?? ''}
          numbers={numbers}
          outcomes={words.outcomes}
          onPick={edit(numberField)}
        />
      ) : null}
      {operation.fields.map((field) => (
        <PlaygroundFieldRow
          key={`${operation.id}.${field.name}`}
          field={field}
          value={values[field.name] ?? ''}
          problem={invalid?.field === field.name ? invalid.problem : null}
          meaning={words.fields[field.name]}
          isNumber={field.name === numberField}
          onEdit={edit(field.name)}
        />
      ))}
    </>
  );
});

/** Send (waiting for the app before takeover), Cancel while a request is out, and Reset. */
function PlaygroundActions({ playground }: { playground: PlaygroundRef }) {
  const { t } = useTranslation('apis');
  const hydrated = useHydrated();
  const busy = useSelector(playground, selectIsSending);
  const canSend = useSelector(playground, selectCanSend);
  return (
    <div className="api-play-actions">
      <button
        type="submit"
        id={PLAYGROUND_IDS.send}
        // The island's action: tapped before the playground is live, it is carried out once it is.
        data-island-action=""
        className="api-play-send"
        // Focusable while a request is out (a keyboard keeps its place); the machine ignores a second
        // Send. Before takeover it is plainly disabled (waitUntilHydrated), which says it already.
        aria-disabled={(hydrated && (busy || !canSend)) || undefined}
        {...waitUntilHydrated(hydrated)}
      >
        {t(($) => $.playground.send)}
      </button>
      {busy ? (
        <button
          type="button"
          id={PLAYGROUND_IDS.cancel}
          className="api-play-button"
          onClick={() => playground.send({ type: 'playground.cancel' })}
        >
          {t(($) => $.playground.cancel)}
        </button>
      ) : null}
      <WaitingButton className="api-play-button" onClick={() => playground.send({ type: 'playground.reset' })}>
        {t(($) => $.playground.reset)}
      </WaitingButton>
    </div>
  );
}

/** The curl of exactly the request the fields make, with its copy button. */
const RequestPanel = memo(function RequestPanel({
  playground,
  operation,
  method,
  siteUrl,
}: {
  playground: PlaygroundRef;
  operation: PlaygroundOperation;
  method: ApiPageData['endpoints'][number]['method'];
  siteUrl: string;
}) {
  const { t } = useTranslation('apis');
  const { toast } = useAppActors();
  const hydrated = useHydrated();
  const values = useSelector(playground, selectFieldValues) ?? {};
  const token = useSelector(playground, (snapshot) => snapshot.context.token);
  const tokenNamesDevice = useSelector(playground, (snapshot) => snapshot.context.tokenNamesDevice);
  const inbox = useSelector(playground, (snapshot) => snapshot.context.inbox);
  const { request } = buildRequest(
    operation,
    values,
    token ? { token: token.value, tokenNamesDevice: token.threeLegged && tokenNamesDevice } : {},
    inbox,
  );
  const origin = hydrated ? window.location.origin : siteUrl;
  // Written as the page's curl samples are (src/config/api-samples.ts), so both say the same thing.
  const plain = curlCommand({ method, path: request.path, ...('body' in request ? { body: request.body } : {}) }).replaceAll(
    ORIGIN_PLACEHOLDER,
    origin,
  );
  const curl = token ? withBearer(plain, token.value) : plain;
  const copy = async () => {
    try {
      await copyText(curl);
      toast.send({
        type: 'toast.show',
        toast: { title: text('apis:page.copied'), description: text('apis:page.copiedDescription', { language: 'curl' }) },
      });
    } catch {
      toast.send({
        type: 'toast.show',
        toast: { variant: 'destructive', title: text('apis:page.copyFailed'), description: text('apis:page.copyFailedDescription') },
      });
    }
  };
  return (
    <>
      <div className="api-play-head">
        <h3>{t(($) => $.playground.requestTitle)}</h3>
        <WaitingButton className="api-play-button" onClick={() => void copy()}>
          {t(($) => $.playground.copyCurl)}
        </WaitingButton>
      </div>
      <pre
        dir="ltr"
        role="region"
        className="api-play-code"
        // A named, focusable region, so a keyboard can scroll a long line (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={t(($) => $.playground.curlLabel)}
      >
        <code>{curl}</code>
      </pre>
    </>
  );
});

/** What came back, or why nothing did. */
function PlaygroundAnswer({
  playground,
  sample,
  operations,
  operation,
}: {
  playground: PlaygroundRef;
  sample: ApiPageData['endpoints'][number]['sampleResponse'];
  operations: Words;
  operation: string;
}) {
  const panel = useSelector(playground, selectPanel);
  const answer = useSelector(playground, selectAnswer);
  return <AnswerPanel panel={panel} answer={answer} sample={sample} operations={operations} operation={operation} />;
}

/**
 * The playground of an API page (issue 29): the operation's fields with its test numbers to
 * pick from, the curl of exactly this request, and the sandbox's answer. The machine owns the
 * flow and the fields; this view renders them and sends it what the visitor does. Prerendered
 * whole; its code loaded and adopted once it comes into view or is used (index.tsx), Send
 * waiting meanwhile, a tap on it kept.
 */
export default function Playground({ slug, reference, siteUrl }: { slug: ApiSlug; reference: ApiPageData; siteUrl: string }) {
  const { t } = useTranslation('apis');
  const input = inputFor(slug, reference);
  const playground = useActorRef(livePlaygroundMachine, { input });
  // Only the chosen operation here: each part below reads its own slice of the flow, so a
  // request going out or coming back renders the actions and the answer, not the form.
  const operationId = useSelector(playground, selectOperationId);

  // i18next copies an object of texts on every call: once per language is enough (and lets the fields skip a render).
  const item = useMemo(
    () => t(($) => $.items[slug], { returnObjects: true }) as unknown as { operations: Words; fields: Words; outcomes: Words },
    [t, slug],
  );
  const [first] = input.operations;
  const operation = input.operations.find(({ id }) => id === operationId) ?? first;
  const endpoint = reference.endpoints.find((candidate) => candidate.operationId === operation?.id);
  if (!operation || !endpoint) throw new Error(`${slug}: the playground has no operation ${operationId}`);
  const choose = (id: string) => playground.send({ type: 'playground.operation', operation: id });

  return (
    <div className="api-play">
      <form
        id={PLAYGROUND_IDS.form}
        className="api-play-form"
        aria-labelledby="playground-title"
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          playground.send({ type: 'playground.send' });
        }}
      >
        {input.operations.length > 1 ? (
          <fieldset className="api-play-ops">
            <legend>{t(($) => $.playground.operation)}</legend>
            {input.operations.map(({ id }) => (
              <label key={id}>
                <input
                  type="radio"
                  name="playground-operation"
                  value={id}
                  checked={id === operation.id}
                  // A choice made before the app took over is the visitor's: adopted with the page.
                  ref={(element) => {
                    if (element?.checked && id !== operation.id) choose(id);
                  }}
                  onChange={() => choose(id)}
                />
                {item.operations[id]}
              </label>
            ))}
          </fieldset>
        ) : null}

        {/* Where the chain is, beside the operations it joins (SIM Swap's first two are not in it). */}
        {input.chain && [input.chain.opener, ...input.chain.followUps].includes(operation.id) ? (
          <ChainLine playground={playground} chain={input.chain} code={reference.codes?.code ?? ''} />
        ) : null}

        <OperationFields playground={playground} operation={operation} numbers={numbersOf(reference)} words={item} />

        <AuthorizePanel
          playground={playground}
          operation={operation}
          comparesWithToken={reference.comparesWithToken === true}
          frontEnd={API_FLOWS[slug].includes('authorizationCode')}
        />

        {input.operations.some(({ sink }) => sink) ? <InboxPanel playground={playground} /> : null}

        <PlaygroundActions playground={playground} />
      </form>

      <div className="api-play-side">
        <RequestPanel playground={playground} operation={operation} method={endpoint.method} siteUrl={siteUrl} />
        <PlaygroundAnswer playground={playground} sample={endpoint.sampleResponse} operations={item.operations} operation={operation.id} />
      </div>
    </div>
  );
}
