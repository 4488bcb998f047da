// The API pages' static content (api-content.ts): what every visitor of them reads the same.
// One chunk, fetched only when the app renders an API page itself (another page reached in
// the app, another language), never when it adopts the prerendered one.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { badge } from 'styled-system/recipes/badge';
import {
  apiBySlug,
  camaraFileUrl,
  camaraReleaseUrl,
  openApiPath,
  postmanPath,
  PROVIDER_NAMES,
  type ApiSlug,
} from '../../config/api-catalogue.ts';
import type { ApiPageData, ReferenceField } from '../../config/api-reference.ts';
import { TEST_NUMBER_PREFIX } from '../../config/test-devices.ts';
import { SANDBOX_EVENTS_SECTION } from '../../config/sandbox-events.ts';
import { leftToRight } from '../../ui/format/bidi.ts';
import { container } from '../../ui/page/container.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { heroBand, heroEyebrow, heroLead, heroTitle } from '../../ui/page/hero.tsx';
import { SectionHeading, sectionInner } from '../../ui/page/section.tsx';
import { ErrorCatalogue } from './error-catalogue-static.tsx';
import { TableRegion, type Words } from './table-region.tsx';

function FieldsTable({ caption, fields, meanings }: { caption: string; fields: readonly ReferenceField[]; meanings: Words }) {
  const { t } = useTranslation('apis');
  return (
    <TableRegion label={caption}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t(($) => $.page.fieldColumn)}</th>
          <th scope="col">{t(($) => $.page.meaningColumn)}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <th scope="row">
              <code dir="ltr">{field.name}</code>
              <span className="api-field-meta">
                <code dir="ltr">{field.values ? `${field.type}: ${field.values.join(' | ')}` : field.type}</code>{' '}
                {field.required ? t(($) => $.page.required) : t(($) => $.page.optional)}
              </span>
            </th>
            <td>{meanings[field.name]}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

/**
 * One operation's reference: its title, method and route, parameter, request and response
 * fields and errors, and the title of its samples (the samples themselves are live, api-page.tsx).
 */
export function EndpointReference({ slug, operationId, reference }: { slug: ApiSlug; operationId: string; reference: ApiPageData }) {
  const { t } = useTranslation('apis');
  const item = t(($) => $.items[slug], { returnObjects: true }) as unknown as { operations: Words; fields: Words };
  const endpoint = reference.endpoints.find((candidate) => candidate.operationId === operationId);
  if (!endpoint) return null;
  return (
    <>
      {/* Names the live <article> around it (api-page.tsx). */}
      <h3 id={`op-${operationId}`}>{item.operations[operationId]}</h3>
      <p>
        <code dir="ltr" className="api-route">
          <b>{endpoint.method}</b> {endpoint.path}
        </code>
      </p>
      {endpoint.parameters.length > 0 ? (
        <FieldsTable caption={t(($) => $.page.parameters)} fields={endpoint.parameters} meanings={item.fields} />
      ) : null}
      {endpoint.request.length > 0 ? (
        <FieldsTable caption={t(($) => $.page.request)} fields={endpoint.request} meanings={item.fields} />
      ) : null}
      {endpoint.response.fields.length > 0 ? (
        <FieldsTable
          caption={t(($) => $.page.response, { status: endpoint.response.status })}
          fields={endpoint.response.fields}
          meanings={item.fields}
        />
      ) : (
        <p>
          {endpoint.response.sameAs
            ? endpoint.response.list
              ? t(($) => $.page.listResponse, { status: endpoint.response.status, operation: item.operations[endpoint.response.sameAs] })
              : t(($) => $.page.sameResponse, { status: endpoint.response.status, operation: item.operations[endpoint.response.sameAs] })
            : t(($) => $.page.noBody, { status: endpoint.response.status })}
        </p>
      )}
      <ErrorCatalogue errors={endpoint.errors} />
      <h4>{t(($) => $.page.sampleTitle)}</h4>
    </>
  );
}

/** The sandbox's test numbers and what each answers, with the sandbox's rules. */
export function TestNumbers({ slug, reference }: { slug: ApiSlug; reference: ApiPageData }) {
  const { t } = useTranslation('apis');
  const item = t(($) => $.items[slug], { returnObjects: true }) as unknown as { operations: Words; outcomes: Words };
  const routes = new Map(reference.endpoints.map((endpoint) => [endpoint.operationId, endpoint.path.split('/').slice(-1)[0]]));
  const { sessions, codes, subscriptions, events, outsideTestRange } = reference;
  return (
    <section aria-labelledby="numbers-title" className="api-band api-later">
      <div className={sectionInner}>
        <SectionHeading
          id="numbers-title"
          title={t(($) => $.page.numbersTitle)}
          lead={t(($) => $.page.numbersLead, { prefix: TEST_NUMBER_PREFIX })}
        />
        <TableRegion label={t(($) => $.page.numbersTitle)}>
          <thead>
            <tr>
              <th scope="col">{t(($) => $.page.numberColumn)}</th>
              <th scope="col">{t(($) => $.page.outcomeColumn)}</th>
              {reference.numberOperations.map((operationId) => (
                <th key={operationId} scope="col">
                  <span className="api-sr">{item.operations[operationId]} </span>
                  <code dir="ltr" aria-hidden="true">
                    {routes.get(operationId)}
                  </code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody data-test-numbers="">
            {reference.numbers.map(({ number, outcome, answers }) => (
              <tr key={number ?? 'other'}>
                <th scope="row">
                  {number ? <code dir="ltr">{number}</code> : t(($) => $.page.otherNumbers, { prefix: TEST_NUMBER_PREFIX })}
                </th>
                <td>{item.outcomes[outcome]}</td>
                {reference.numberOperations.map((operationId) => {
                  const answer = answers[operationId];
                  if (!answer) return <td key={operationId} />;
                  return (
                    <td key={operationId} data-kind={answer.kind}>
                      <code dir="ltr">
                        <b>{answer.status}</b> {answer.text}
                      </code>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </TableRegion>
        <ul className="api-rules">
          <li>{t(($) => $.page.outside, { prefix: TEST_NUMBER_PREFIX, status: outsideTestRange.status, code: outsideTestRange.code })}</li>
          {reference.numbers.some(({ answers }) => Object.values(answers).some((answer) => answer.text.includes('<now'))) ? (
            <li>{t(($) => $.page.timeNote)}</li>
          ) : null}
          {sessions ? (
            <>
              <li>
                {t(($) => $.page.sessions.limits, { maxDuration: sessions.maxDurationSeconds, maxActive: sessions.maxActivePerClient })}
              </li>
              <li>{t(($) => $.page.sessions.lifecycle, { keep: sessions.keepEndedSeconds })}</li>
            </>
          ) : null}
          {events ? (
            <>
              {events.swaps.map(({ number, seconds }) => (
                <li key={number}>{t(($) => $.page.events.swap, { number: leftToRight(number), seconds })}</li>
              ))}
              {events.networkEnds.map(({ number, seconds }) => (
                <li key={number}>{t(($) => $.page.events.networkEnds, { number: leftToRight(number), seconds })}</li>
              ))}
              {subscriptions ? (
                <li>
                  {t(($) => $.page.events.subscriptions, {
                    maxActive: subscriptions.maxActivePerClient,
                    minutes: subscriptions.maxLifetimeSeconds / 60,
                    keep: subscriptions.keepEndedSeconds,
                  })}
                </li>
              ) : null}
              <li>
                {/* Not "active" on an API page: /apis is its parent, not this page. */}
                <Link to="/apis" hash={SANDBOX_EVENTS_SECTION} activeOptions={{ exact: true, includeHash: true }}>
                  {t(($) => $.page.events.more)}
                </Link>
              </li>
            </>
          ) : null}
          {codes ? (
            <>
              <li>
                {t(($) => $.page.codes.code)} <code dir="ltr">{codes.code}</code>
              </li>
              <li>{t(($) => $.page.codes.validate, { attempts: codes.maxAttempts, expires: codes.expiresInSeconds })}</li>
              <li>{t(($) => $.page.codes.limit, { count: codes.maxCodesPerNumber, window: codes.maxCodesWindowSeconds / 60 })}</li>
            </>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

/** An API page's first screen: its name, summary, price, category, provider and CAMARA sources. */
export function ApiHero({ slug }: { slug: ApiSlug }) {
  const { t, i18n } = useTranslation(['apis', 'common']);
  const api = apiBySlug(slug);
  return (
    <section aria-labelledby="api-title" className={heroBand}>
      <div className={`${container} api-hero`}>
        <p className={heroEyebrow}>{t(($) => $.page.eyebrow)}</p>
        <h1 id="api-title" className={heroTitle}>
          {api.name}
        </h1>
        <p className={heroLead}>{t(($) => $.items[slug].summary)}</p>
        <p>{t(($) => $.items[slug].audience)}</p>
        <dl className="api-facts">
          <div>
            <dt>{t(($) => $.page.price)}</dt>
            <dd>{t(($) => $.catalogue.perCall, { price: formatUnitPrice(api.costPerCall, i18n.resolvedLanguage) })}</dd>
          </div>
          <div>
            <dt>{t(($) => $.page.category)}</dt>
            <dd>
              <span className={badge({ tone: 'accent' })}>{t(($) => $.common.apiCategories[api.category])}</span>
            </dd>
          </div>
          <div>
            <dt>{t(($) => $.page.provider)}</dt>
            <dd>{PROVIDER_NAMES[api.provider]}</dd>
          </div>
          <div>
            <dt>{t(($) => $.page.camara)}</dt>
            {api.camara.map((source) => (
              <dd key={source.api} dir="ltr">
                <a href={camaraFileUrl(source)}>
                  {source.api} {source.version}
                </a>{' '}
                (<a href={camaraReleaseUrl(source)}>{`${source.repository.split('/')[1]} ${source.release}`}</a>)
              </dd>
            ))}
          </div>
        </dl>
        <p className="api-downloads">
          <a href={openApiPath(slug)} download className="api-download">
            {t(($) => $.page.download)}
          </a>
          <a href={postmanPath(slug)} download className="api-download api-download--quiet">
            {t(($) => $.page.postman)}
          </a>
        </p>
      </div>
    </section>
  );
}

/** The heading of an API page's operations. */
export function EndpointsHeading() {
  const { t } = useTranslation('apis');
  return <SectionHeading id="endpoints-title" title={t(($) => $.page.endpointsTitle)} lead={t(($) => $.page.endpointsLead)} />;
}

export { SandboxEvents } from './sandbox-events.tsx';
export { SandboxOperator } from './sandbox-operator.tsx';
export { ApiAccess } from './api-access.tsx';
export { CatalogueHero, CatalogueList } from './catalogue-static.tsx';
