// An API page's error catalogue (part of the pages' static content, api-static.tsx).
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueRow, ErrorCause } from '../../config/api-errors.ts';
import { TEST_NUMBER_PREFIX } from '../../config/test-devices.ts';
import { TableRegion, type Words } from './table-region.tsx';

/** What makes the sandbox send an error, in words, with any test number as code. */
function Cause({ cause, causes }: { cause: ErrorCause; causes: Words }) {
  const { t } = useTranslation('apis');
  switch (cause.kind) {
    case 'number':
      return <code dir="ltr">{cause.number}</code>;
    case 'otherNumbers':
      return t(($) => $.page.otherNumbers, { prefix: TEST_NUMBER_PREFIX });
    case 'rule':
      return causes[cause.rule];
    case 'request':
      return cause.number ? (
        <>
          <code dir="ltr">{cause.number}</code>: {causes[cause.cause]}
        </>
      ) : (
        causes[cause.cause]
      );
  }
}

/**
 * An operation's error catalogue: each error it declares, what it means and what makes the
 * sandbox send it (the same data the sandbox answers from: src/config/api-errors.ts), and what
 * to do about it. On a phone each row is a block, its cells labelled (apis.css).
 */
export function ErrorCatalogue({ errors }: { errors: readonly CatalogueRow[] }) {
  const { t } = useTranslation('apis');
  const meanings = t(($) => $.errors, { returnObjects: true }) as unknown as Words;
  const remedies = t(($) => $.remedies, { returnObjects: true }) as unknown as Words;
  const causes = t(($) => $.causes, { returnObjects: true }) as unknown as Words;
  const columns = {
    error: t(($) => $.page.errorColumn),
    cause: t(($) => $.page.causeColumn),
    remedy: t(($) => $.page.remedyColumn),
  };
  return (
    <TableRegion label={t(($) => $.page.errors)}>
      <caption>{t(($) => $.page.errors)}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.error}</th>
          <th scope="col">{columns.cause}</th>
          <th scope="col">{columns.remedy}</th>
        </tr>
      </thead>
      <tbody className="api-errors">
        {errors.map(({ status, code, causes: found }) => (
          <tr key={`${status}-${code}`}>
            <th scope="row">
              <span dir="ltr">{status}</span>
              <br />
              {/* A long code may break after a dot (LOCATION_VERIFICATION.UNABLE_TO_LOCATE), never inside a word. */}
              <code dir="ltr">
                {code.split('.').map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 ? (
                      <>
                        .<wbr />
                      </>
                    ) : null}
                    {part}
                  </Fragment>
                ))}
              </code>
            </th>
            <td>
              <span className="api-cell-label">{columns.cause}</span>
              {meanings[code]}
              <span className="api-in-sandbox">
                {t(($) => $.page.inSandbox)}{' '}
                {found.map((cause, index) => (
                  <Fragment key={index}>
                    {index > 0 ? ' · ' : null}
                    <Cause cause={cause} causes={causes} />
                  </Fragment>
                ))}
              </span>
            </td>
            <td>
              <span className="api-cell-label">{columns.remedy}</span>
              {remedies[code]}
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
