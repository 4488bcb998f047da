import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_CATALOGUE, type ApiSlug } from '../../config/api-catalogue.ts';
import { formatMoney, formatUnitPrice } from '../../ui/format/money.ts';
import { adoptFieldValue } from '../../start-up/readiness.ts';
import { estimateTotal, parseCalls } from './estimate.ts';

const EMPTY = Object.fromEntries(API_CATALOGUE.map(({ slug }) => [slug, ''])) as Record<ApiSlug, string>;

/**
 * The monthly cost estimate: a field per API, a total updated as the visitor types. No flow,
 * only a derivation of what is typed (estimate.ts), so the typed text is the only state; a
 * field that is not a whole number says so and keeps what was typed. What was typed before
 * the app took over is adopted with the field (adoptFieldValue).
 */
export function CostEstimate() {
  const { t, i18n } = useTranslation('apis');
  const language = i18n.resolvedLanguage ?? 'en';
  const [typed, setTyped] = useState(EMPTY);
  const lines = API_CATALOGUE.map((api) => ({ api, costPerCall: api.costPerCall, entry: parseCalls(typed[api.slug], language) }));
  const update = (slug: ApiSlug) => (value: string) => setTyped((current) => ({ ...current, [slug]: value }));
  const invalid = lines.some(({ entry }) => entry.kind === 'invalid');

  return (
    // Nothing to send: the form only groups the fields (and never puts them in the address bar).
    <form method="post" className="api-estimate" aria-labelledby="estimate-title" onSubmit={(event) => event.preventDefault()}>
      <ul className="api-estimate-fields">
        {lines.map(({ api, entry }) => {
          const id = `estimate-${api.slug}`;
          return (
            <li key={api.slug}>
              <label htmlFor={id}>{t(($) => $.estimate.label, { api: api.name })}</label>
              <input
                id={id}
                name={api.slug}
                className="api-input"
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                value={typed[api.slug]}
                ref={adoptFieldValue(typed[api.slug], update(api.slug))}
                onChange={(event) => update(api.slug)(event.target.value)}
                aria-invalid={entry.kind === 'invalid' || undefined}
                aria-describedby={entry.kind === 'invalid' ? `${id}-error` : `${id}-cost`}
              />
              {entry.kind === 'invalid' ? (
                <span id={`${id}-error`} className="api-field-error">
                  {t(($) => $.estimate.invalid)}
                </span>
              ) : (
                <span id={`${id}-cost`} className="api-muted">
                  {entry.kind === 'calls'
                    ? t(($) => $.estimate.lineCost, { amount: formatMoney(entry.calls * api.costPerCall, language) })
                    : t(($) => $.estimate.price, { price: formatUnitPrice(api.costPerCall, language) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="api-estimate-total">
        <span>{t(($) => $.estimate.total)}</span>
        <output htmlFor={lines.map(({ api }) => `estimate-${api.slug}`).join(' ')} aria-live="polite" dir="ltr">
          {formatMoney(estimateTotal(lines), language)}
        </output>
      </p>
      <p className="api-muted">{invalid ? t(($) => $.estimate.invalidSummary) : t(($) => $.estimate.note)}</p>
    </form>
  );
}
