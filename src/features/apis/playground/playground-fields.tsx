import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { connectPlaygroundChain } from '../../../../machines/playground/playground.connect.ts';
import {
  PLAYGROUND_FIELD_LIMIT,
  type PlaygroundChain,
  type PlaygroundField,
  type PlaygroundProblem,
  type playgroundMachine,
} from '../../../../machines/playground/index.ts';
import { PLAYGROUND_IDS, playgroundFieldId, playgroundProblemId } from '../../../adapters/playground.dom.ts';
import { TEST_NUMBER_PREFIX } from '../../../config/test-devices.ts';
import { useConnect } from '../../../ui/app/use-connect.ts';
import { adoptFieldValue } from '../../../start-up/readiness.ts';

type PlaygroundRef = ActorRefFrom<typeof playgroundMachine>;

/** A phone number inside a sentence of either direction, as plain text (an option's label holds no markup). */
const isolated = (value: string) => `\u2066${value}\u2069`;

/**
 * One field of the request: its name as the JSON has it, a choice for an enum, a text field
 * otherwise (a number's text too, so nothing typed is lost), its meaning, and what stopped
 * the request at it. What was typed before the app took over is adopted with the field.
 */
export function PlaygroundFieldRow({
  field,
  value,
  problem,
  meaning,
  isNumber,
  onEdit,
}: {
  field: PlaygroundField;
  value: string;
  problem: PlaygroundProblem | null;
  meaning: string | undefined;
  /** The field that names the phone number. */
  isNumber: boolean;
  onEdit: (value: string) => void;
}) {
  const { t } = useTranslation('apis');
  const id = playgroundFieldId(field.name);
  const common = {
    id,
    name: field.name,
    value,
    ref: adoptFieldValue(value, onEdit),
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${playgroundProblemId(field.name)} ${id}-meaning` : `${id}-meaning`,
    className: 'api-input',
  };
  return (
    <div className="api-play-field">
      <label htmlFor={id}>
        <code dir="ltr">{field.name}</code>
        {field.required ? null : <span className="api-muted"> ({t(($) => $.page.optional)})</span>}
      </label>
      {field.options ? (
        <select {...common} dir="ltr" onChange={(event) => onEdit(event.target.value)}>
          {field.required ? null : <option value="" />}
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          onChange={(event) => onEdit(event.target.value)}
          type={isNumber ? 'tel' : 'text'}
          inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'number' ? 'decimal' : undefined}
          // Free text (an SMS message) runs in its own direction; numbers are left to right.
          dir={field.kind === 'string' ? 'auto' : 'ltr'}
          autoComplete="off"
          spellCheck={false}
          maxLength={PLAYGROUND_FIELD_LIMIT}
        />
      )}
      {problem ? (
        <p id={playgroundProblemId(field.name)} className="api-field-error">
          {t(($) => $.playground.problems[problem], { field: field.name })}
        </p>
      ) : null}
      <p id={`${id}-meaning`} className="api-muted">
        {meaning}
      </p>
    </div>
  );
}

/**
 * The documented test numbers, each with the outcome it gives: picking one fills in the phone
 * field. It shows the number that field holds, or "another number" for one typed there.
 */
export function TestNumberPicker({
  field,
  value,
  numbers,
  outcomes,
  onPick,
}: {
  field: string;
  value: string;
  numbers: readonly { number: string; outcome: string }[];
  outcomes: Readonly<Record<string, string>>;
  onPick: (number: string) => void;
}) {
  const { t } = useTranslation('apis');
  const picked = numbers.some(({ number }) => number === value) ? value : '';
  const pick = (number: string) => {
    if (number) onPick(number);
  };
  return (
    <div className="api-play-field">
      <label htmlFor={PLAYGROUND_IDS.number}>{t(($) => $.playground.testNumber)}</label>
      <select
        id={PLAYGROUND_IDS.number}
        className="api-input"
        value={picked}
        ref={adoptFieldValue(picked, pick)}
        onChange={(event) => pick(event.target.value)}
        aria-describedby={`${PLAYGROUND_IDS.number}-hint`}
      >
        <option value="">{t(($) => $.playground.ownNumber)}</option>
        {numbers.map(({ number, outcome }) => (
          <option key={number} value={number}>
            {`${isolated(number)} — ${outcomes[outcome] ?? outcome}`}
          </option>
        ))}
      </select>
      <p id={`${PLAYGROUND_IDS.number}-hint`} className="api-muted">
        {t(($) => $.playground.numberHint, { field, prefix: TEST_NUMBER_PREFIX })}
      </p>
    </div>
  );
}

/** Where a stateful API is in its life: the next step, or the open id to use. */
export function ChainLine({ playground, chain, code }: { playground: PlaygroundRef; chain: PlaygroundChain; code: string }) {
  const { t } = useTranslation('apis');
  const { step, id } = useConnect(playground, connectPlaygroundChain);
  const words = chain.kind === 'code' ? t(($) => $.playground.chain.code[step], { code }) : t(($) => $.playground.chain[chain.kind][step]);
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
