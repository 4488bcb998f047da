import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectCopy } from '../../../../machines/copy/copy.connect.ts';
import {
  connectPlayground,
  connectPlaygroundActions,
  connectPlaygroundAnswer,
  connectPlaygroundFields,
  connectPlaygroundRequest,
} from '../../../../machines/playground/playground.connect.ts';
import type { PlaygroundOperation, playgroundMachine } from '../../../../machines/playground/index.ts';
import { liveCopyMachine } from '../../../adapters/copy.live.ts';
import { PLAYGROUND_IDS } from '../../../adapters/playground.dom.ts';
import { livePlaygroundMachine } from '../../../adapters/playground.live.ts';
import type { ApiSlug } from '../../../config/api-catalogue.ts';
import type { ApiPageData } from '../../../config/api-reference.ts';
import { playgroundCurl } from '../../../config/operator-samples.ts';
import { API_FLOWS } from '../../../config/sandbox-operator.ts';
import { useActorRef } from '../../../ui/app/actor-hooks.ts';
import { useAppActors } from '../../../ui/app/actors-context.ts';
import { useConnect } from '../../../ui/app/use-connect.ts';
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
  const { values, invalid, edit: editField } = useConnect(playground, connectPlaygroundFields);
  const edit = (field: string) => (value: string) => editField(field, value);
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
  const { busy, canSend, cancel, reset } = useConnect(playground, connectPlaygroundActions);
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
        <button type="button" id={PLAYGROUND_IDS.cancel} className="api-play-button" onClick={cancel}>
          {t(($) => $.playground.cancel)}
        </button>
      ) : null}
      <WaitingButton className="api-play-button" onClick={reset}>
        {t(($) => $.playground.reset)}
      </WaitingButton>
    </div>
  );
}

/** The curl of exactly the request the fields make, with its copy button. */
const RequestPanel = memo(function RequestPanel({
  playground,
  onCopy,
  siteUrl,
}: {
  playground: PlaygroundRef;
  onCopy: (code: string, language: string) => void;
  siteUrl: string;
}) {
  const { t } = useTranslation('apis');
  const origin = useHydrated() ? window.location.origin : siteUrl;
  const { command } = useConnect(playground, connectPlaygroundRequest, playgroundCurl, origin);
  return (
    <>
      <div className="api-play-head">
        <h3>{t(($) => $.playground.requestTitle)}</h3>
        <WaitingButton className="api-play-button" onClick={() => onCopy(command, 'curl')}>
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
        <code>{command}</code>
      </pre>
    </>
  );
});

/** What came back, or why nothing did. */
function PlaygroundAnswer({
  playground,
  sample,
  operations,
}: {
  playground: PlaygroundRef;
  sample: ApiPageData['endpoints'][number]['sampleResponse'];
  operations: Words;
}) {
  const { panel, answer, operation } = useConnect(playground, connectPlaygroundAnswer);
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
  const { operation, endpoint, operations, chain, takesSink, authorize, inbox, choose, adopt, send } = useConnect(
    playground,
    connectPlayground,
    reference.endpoints,
  );
  const { toast } = useAppActors();
  const { copyCode, copyInboxUrl } = useConnect(useActorRef(liveCopyMachine, { input: { toast } }), connectCopy);

  // i18next copies an object of texts on every call: once per language is enough (and lets the fields skip a render).
  const item = useMemo(
    () => t(($) => $.items[slug], { returnObjects: true }) as unknown as { operations: Words; fields: Words; outcomes: Words },
    [t, slug],
  );

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
          send();
        }}
      >
        {operations.length > 1 ? (
          <fieldset className="api-play-ops">
            <legend>{t(($) => $.playground.operation)}</legend>
            {operations.map(({ id }) => (
              <label key={id}>
                <input
                  type="radio"
                  name="playground-operation"
                  value={id}
                  checked={id === operation.id}
                  // A choice made before the app took over is the visitor's: adopted with the page.
                  ref={(element) => {
                    if (element?.checked) adopt(id);
                  }}
                  onChange={() => choose(id)}
                />
                {item.operations[id]}
              </label>
            ))}
          </fieldset>
        ) : null}

        {/* Where the chain is, beside the operations it joins (SIM Swap's first two are not in it). */}
        {chain ? <ChainLine playground={playground} chain={chain} code={reference.codes?.code ?? ''} /> : null}

        <OperationFields playground={playground} operation={operation} numbers={numbersOf(reference)} words={item} />

        <AuthorizePanel
          authorize={authorize}
          playground={playground}
          operation={operation}
          comparesWithToken={reference.comparesWithToken === true}
          frontEnd={API_FLOWS[slug].includes('authorizationCode')}
        />

        {takesSink ? <InboxPanel inbox={inbox} playground={playground} onCopy={copyInboxUrl} /> : null}

        <PlaygroundActions playground={playground} />
      </form>

      <div className="api-play-side">
        <RequestPanel playground={playground} onCopy={copyCode} siteUrl={siteUrl} />
        <PlaygroundAnswer playground={playground} sample={endpoint.sampleResponse} operations={item.operations} />
      </div>
    </div>
  );
}
