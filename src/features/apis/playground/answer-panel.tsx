import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYGROUND_TIMEOUT_MS, type PlaygroundAnswer, type PlaygroundPanel } from '../../../../machines/playground/index.ts';
import type { SampleResponse } from '../../../config/api-sample-responses.ts';

type Words = Readonly<Record<string, string>>;

/** The body as the answer area prints it: JSON laid out, other text as it came (never as HTML), or nothing. */
function bodyText(answer: PlaygroundAnswer | SampleResponse): string | null {
  if (answer.body !== undefined) return JSON.stringify(answer.body, null, 2);
  return 'text' in answer && answer.text !== undefined ? answer.text : null;
}

/** The CAMARA error code of an answer, if it has one. */
function errorCode(answer: PlaygroundAnswer | SampleResponse): string | null {
  const body = answer.body;
  const code = answer.status >= 400 && body !== null && typeof body === 'object' ? (body as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

/**
 * What came back: the last answer (status, x-correlator, time, the body as the sandbox wrote
 * it and, for an error, what its code means), the page's sample response until the first one,
 * or why none came. Only the summary line is a live region: a screen reader hears the
 * operation, status and time, not the whole body.
 */
export function AnswerPanel({
  panel,
  answer,
  sample,
  operations,
  operation,
}: {
  panel: PlaygroundPanel;
  answer: PlaygroundAnswer | null;
  /** The chosen operation's sample response. */
  sample: SampleResponse;
  /** The operations' names. */
  operations: Words;
  /** The chosen operation. */
  operation: string;
}) {
  const { t, i18n } = useTranslation('apis');
  // i18next copies an object of texts on every call; the formatter is costly to make. Once per language.
  const errorWords = useMemo(() => t(($) => $.errors, { returnObjects: true }) as unknown as Words, [t]);
  const format = useMemo(
    // Written out: a short "ms" is Latin in every language and would be turned around in a Hebrew sentence.
    () => new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'unit', unit: 'millisecond', unitDisplay: 'long' }),
    [i18n.resolvedLanguage],
  );
  const time = (ms: number) => format.format(ms);
  const failed = panel === 'unreachable' || panel === 'timedOut' || panel === 'cancelled';
  const live = panel !== 'sample' && !failed ? answer : null;
  const shown = failed ? null : (live ?? sample);
  const name = (id: string) => operations[id] ?? id;
  const summary = {
    sample: () => t(($) => $.playground.summary.sample, { operation: name(operation), status: sample.status }),
    sending: () => t(($) => $.playground.summary.sending, { operation: name(operation) }),
    answered: () =>
      answer
        ? t(($) => $.playground.summary.answered, { operation: name(answer.operationId), status: answer.status, time: time(answer.ms) })
        : '',
    invalid: () => t(($) => $.playground.summary.invalid),
    unreachable: () => t(($) => $.playground.summary.unreachable),
    timedOut: () => t(($) => $.playground.summary.timedOut, { seconds: PLAYGROUND_TIMEOUT_MS / 1000 }),
    cancelled: () => t(($) => $.playground.summary.cancelled),
  }[panel]();
  const body = shown ? bodyText(shown) : null;
  const code = shown ? errorCode(shown) : null;

  return (
    <>
      <h3 id="playground-answer-title">{panel === 'sample' ? t(($) => $.playground.sampleTitle) : t(($) => $.playground.answerTitle)}</h3>
      <div className="api-play-answer" aria-busy={panel === 'sending'} data-panel={panel}>
        <p className="api-play-summary" aria-live="polite">
          {summary}
        </p>
        {shown ? (
          <>
            <dl className="api-play-meta">
              <div>
                <dt>{t(($) => $.playground.status)}</dt>
                <dd>
                  <code dir="ltr" data-kind={shown.status >= 400 ? 'error' : 'ok'}>
                    {shown.status}
                  </code>
                </dd>
              </div>
              {live ? (
                <>
                  <div>
                    <dt>{t(($) => $.playground.correlator)}</dt>
                    <dd>
                      <code dir="ltr">{live.correlator ?? '—'}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>{t(($) => $.playground.time)}</dt>
                    <dd>{time(live.ms)}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            {code && errorWords[code] ? <p className="api-play-meaning">{errorWords[code]}</p> : null}
            {body === null ? (
              <p className="api-muted">{t(($) => $.playground.noBody)}</p>
            ) : (
              <pre
                dir="ltr"
                role="region"
                className="api-play-code"
                // A named, focusable region, so a keyboard can scroll a long body (axe: scrollable-region-focusable).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                aria-label={t(($) => $.playground.bodyLabel)}
              >
                <code>{body}</code>
              </pre>
            )}
          </>
        ) : null}
      </div>
    </>
  );
}
