import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { card } from 'styled-system/recipes/card';
import { text } from '../../../machines/shared/text.ts';
import { connectToastSender } from '../../../machines/toast/toast.connect.ts';
import { API_CATALOGUE, PROVIDER_NAMES, type CatalogueApi } from '../../config/api-catalogue.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { formatUnitPrice } from '../../ui/format/money.ts';
import { sectionLead, sectionTitle, useLanguage } from './billing-parts.ts';

function ApiTile({ api }: { api: CatalogueApi }) {
  const { t } = useTranslation(['billing', 'common']);
  const language = useLanguage();
  const toasts = useConnect(useAppActors().toast, connectToastSender);
  const nameId = `${api.id}-name`;
  const detailsId = `${api.id}-details`;
  return (
    <button
      type="button"
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      onClick={() =>
        toasts.show({
          title: text('billing:toast.apiDetails.title'),
          description: text('billing:toast.apiDetails.description', { api: api.name }),
        })
      }
      className={cx(
        card({ elevation: 'flat' }),
        css({
          width: 'full',
          height: 'full',
          display: 'flex',
          flexDirection: 'column',
          gap: '3',
          textAlign: 'start',
          cursor: 'pointer',
          transitionProperty: 'common',
          transitionDuration: 'fast',
          _hover: { borderColor: 'accent.ring', boxShadow: 'card' },
        }),
      )}
      data-api-id={api.id}
    >
      <span className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', width: 'full' })}>
        <span id={nameId} className={css({ fontWeight: 'bold', fontSize: 'md' })}>
          {api.name}
        </span>
        <span className={badge({ tone: 'accent' })}>{t(($) => $.common.apiCategories[api.category])}</span>
      </span>
      <span id={detailsId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', flex: '1' })}>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t(($) => $.marketplace.apis[api.slug].description)}</span>
        <span
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: '2',
            marginBlockStart: 'auto',
            fontSize: 'sm',
          })}
        >
          <span className={css({ color: 'fg.muted' })}>{t(($) => $.marketplace.provider, { provider: PROVIDER_NAMES[api.provider] })}</span>
          <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
            {t(($) => $.marketplace.perCall, { price: formatUnitPrice(api.costPerCall, language) })}
          </span>
        </span>
      </span>
    </button>
  );
}

/** The API marketplace: one tile per API of the catalogue; a tile's details are a mock toast (SPEC). */
export function Marketplace() {
  const { t } = useTranslation('billing');
  return (
    <section aria-labelledby="marketplace-title">
      <div className={css({ marginBlockEnd: '4' })}>
        <h2 id="marketplace-title" className={sectionTitle}>
          {t(($) => $.marketplace.title)}
        </h2>
        <p className={sectionLead}>{t(($) => $.marketplace.lead)}</p>
      </div>
      <ul
        className={css({
          listStyle: 'none',
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {API_CATALOGUE.map((api) => (
          <li key={api.id}>
            <ApiTile api={api} />
          </li>
        ))}
      </ul>
    </section>
  );
}
