import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../../machines/consent/index.ts';
import { connectConsentDialog } from '../../../machines/consent/consent.dialog.connect.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { Modal } from '../../ui/widgets/dialog.tsx';
import { consentDialogFocus } from '../../ui/app/return-focus.ts';
import { Switch } from '../../ui/widgets/switch.tsx';
import { useConnect } from '../../ui/app/use-connect.ts';

type Row = ConsentCategory | 'necessary';
const ROWS: readonly Row[] = ['necessary', ...CONSENT_CATEGORIES];

/**
 * "Choose categories": one switch per category with its purpose and typical lifespan (as in
 * the Cookies Policy). Strictly necessary is shown on and cannot be switched off. Loaded on
 * first use, so Ark's dialog is not part of any page's initial code.
 */
export default function ConsentDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('consent');
  const { draft, cancel, rejectAll, acceptAll, save, toggle } = useConnect(useAppActors().consent, connectConsentDialog);
  const purposeId = useId();

  return (
    <Modal
      open={open}
      onRequestClose={cancel}
      title={t(($) => $.dialog.title)}
      description={t(($) => $.dialog.description)}
      finalFocus={consentDialogFocus.ref}
      footer={
        <>
          <button type="button" className={button({ variant: 'outline' })} onClick={rejectAll}>
            {t(($) => $.dialog.rejectAll)}
          </button>
          <button type="button" className={button({ variant: 'outline' })} onClick={acceptAll}>
            {t(($) => $.dialog.acceptAll)}
          </button>
          <button type="button" className={button({ variant: 'solid' })} onClick={save}>
            {t(($) => $.dialog.save)}
          </button>
        </>
      }
    >
      <ul aria-label={t(($) => $.dialog.categories)} className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column' })}>
        {ROWS.map((row) => (
          <li
            key={row}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
              paddingBlock: '3',
              borderBlockEndWidth: '1px',
              borderColor: 'border',
              _last: { borderBlockEndWidth: '0' },
            })}
          >
            <Switch
              checked={row === 'necessary' ? true : draft[row]}
              disabled={row === 'necessary'}
              onCheckedChange={(allowed) => {
                if (row !== 'necessary') toggle(row, allowed);
              }}
              label={t(($) => $.categories[row].name)}
              describedBy={`${purposeId}-${row}`}
            />
            <p id={`${purposeId}-${row}`} className={css({ fontSize: 'sm', color: 'fg.muted', paddingInlineStart: '14' })}>
              {t(($) => $.categories[row].purpose)}{' '}
              <span className={css({ color: 'fg.subtle' })}>
                {t(($) => $.dialog.lifespan, { lifespan: t(($) => $.categories[row].lifespan) })}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
