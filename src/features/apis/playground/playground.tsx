import { useTranslation } from 'react-i18next';
import {
  buildRequest,
  selectAnswer,
  selectCanSend,
  selectChainId,
  selectChainStep,
  selectFieldValues,
  selectInvalid,
  selectIsSending,
  selectOperationId,
  selectPanel,
  type PlaygroundChain,
  type PlaygroundInput,
} from '../../../../machines/playground/index.ts';
import { text } from '../../../../machines/shared/text.ts';
import { copyText } from '../../../adapters/clipboard.ts';
import { PLAYGROUND_IDS } from '../../../adapters/playground.dom.ts';
import { livePlaygroundMachine } from '../../../adapters/playground.live.ts';
import type { ApiSlug } from '../../../config/api-catalogue.ts';
import type { ApiPageData } from '../../../config/api-reference.ts';
import { ORIGIN_PLACEHOLDER, sampleCode } from '../../../config/api-samples.ts';
import { useActorRef, useSelector } from '../../../ui/actor-hooks.ts';
import { useAppActors } from '../../../ui/actors-context.ts';
import { useHydrated, waitForApp } from '../../../ui/hydration.ts';
import { WaitingButton } from '../../../ui/waiting-button.tsx';
import { AnswerPanel } from './answer-panel.tsx';
import { playgroundInput } from './definition.ts';
import { PlaygroundFieldRow, TestNumberPicker } from './playground-fields.tsx';

type Words = Readonly<Record<string, string>>;

// One definition per page's data, so a render does not rebuild it.
const inputs = new WeakMap<ApiPageData, PlaygroundInput>();
function inputFor(slug: ApiSlug, reference: ApiPageData): PlaygroundInput {
  let input = inputs.get(reference);
  if (!input) inputs.set(reference, (input = playgroundInput(slug, reference)));
  return input;
}

/** Where a stateful API is in its life: the next step, or the open id to use. */
function ChainLine({
  chain,
  step,
  id,
  code,
}: {
  chain: PlaygroundChain;
  step: 'start' | 'open' | 'closed';
  id: string | null;
  code: string;
}) {
  const { t } = useTranslation('apis');
  const words = chain.kind === 'session' ? t(($) => $.playground.chain.session[step]) : t(($) => $.playground.chain.code[step], { code });
  return (
    <p className="api-play-chain" data-step={step}>
      {words}
      {step === 'open' && id ? (
        <>
          {' '}
          <code dir="ltr">{id}</code>
        </>
      ) : null}
    </p>
  );
}

/**
 * The playground of an API page (issue 29): the operation's fields with its test numbers to
 * pick from, the curl of exactly this request, and the sandbox's answer. The machine owns the
 * flow and the fields; this view renders them and sends it what the visitor does. Loaded
 * after the page has painted (index.tsx) and prerendered whole, Send waiting for the app.
 */
export default function Playground({ slug, reference, siteUrl }: { slug: ApiSlug; reference: ApiPageData; siteUrl: string }) {
  const { t } = useTranslation('apis');
  const { toast } = useAppActors();
  const hydrated = useHydrated();
  const input = inputFor(slug, reference);
  const playground = useActorRef(livePlaygroundMachine, { input });
  const operationId = useSelector(playground, selectOperationId);
  const values = useSelector(playground, selectFieldValues) ?? {};
  const invalid = useSelector(playground, selectInvalid);
  const panel = useSelector(playground, selectPanel);
  const answer = useSelector(playground, selectAnswer);
  const chainStep = useSelector(playground, selectChainStep);
  const chainId = useSelector(playground, selectChainId);
  const busy = useSelector(playground, selectIsSending);
  const canSend = useSelector(playground, selectCanSend);

  const item = t(($) => $.items[slug], { returnObjects: true }) as unknown as { operations: Words; fields: Words; outcomes: Words };
  const [first] = input.operations;
  const operation = input.operations.find(({ id }) => id === operationId) ?? first;
  const endpoint = reference.endpoints.find((candidate) => candidate.operationId === operation?.id);
  if (!operation || !endpoint) throw new Error(`${slug}: the playground has no operation ${operationId}`);
  const { request } = buildRequest(operation, values);
  const origin = hydrated ? window.location.origin : siteUrl;
  // The same writer as the page's samples (src/config/api-samples.ts), so both say the same thing.
  const curl = sampleCode(
    { method: endpoint.method, path: request.path, ...('body' in request ? { body: request.body } : {}), jsonResponse: false },
    'curl',
  ).replaceAll(ORIGIN_PLACEHOLDER, origin);
  const numbers = reference.numbers.flatMap(({ number, outcome }) => (number ? [{ number, outcome }] : []));
  const { numberField } = operation;

  const edit = (field: string) => (value: string) => playground.send({ type: 'playground.edit', field, value });
  const choose = (id: string) => playground.send({ type: 'playground.operation', operation: id });
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
    <div className="api-play">
      <form
        id={PLAYGROUND_IDS.form}
        className="api-play-form"
        aria-labelledby="playground-title"
        aria-busy={busy}
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

        {input.chain ? <ChainLine chain={input.chain} step={chainStep} id={chainId} code={reference.codes?.code ?? ''} /> : null}

        {numberField ? (
          <TestNumberPicker
            field={numberField}
            value={values[numberField] ?? ''}
            numbers={numbers}
            outcomes={item.outcomes}
            onPick={edit(numberField)}
          />
        ) : null}

        {operation.fields.map((field) => (
          <PlaygroundFieldRow
            key={`${operation.id}.${field.name}`}
            field={field}
            value={values[field.name] ?? ''}
            problem={invalid?.field === field.name ? invalid.problem : null}
            meaning={item.fields[field.name]}
            isNumber={field.name === numberField}
            onEdit={edit(field.name)}
          />
        ))}

        <div className="api-play-actions">
          <button
            type="submit"
            id={PLAYGROUND_IDS.send}
            className="api-play-send"
            // Focusable while a request is out (a keyboard keeps its place); the machine ignores a second Send.
            aria-disabled={busy || !canSend || undefined}
            {...waitForApp(hydrated)}
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
      </form>

      <div className="api-play-side">
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
        <AnswerPanel panel={panel} answer={answer} sample={endpoint.sampleResponse} operations={item.operations} operation={operation.id} />
      </div>
    </div>
  );
}
