import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { connectSchedulingModal } from '../../../machines/scheduling/scheduling.modal.connect.ts';
import { SCHEDULING_EMBED_URL, SCHEDULING_PAGE_URL } from '../../config/scheduling-url.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { Modal } from '../../ui/widgets/dialog.tsx';
import { schedulingFocus } from '../../ui/app/return-focus.ts';
import { useConnect } from '../../ui/app/use-connect.ts';

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', marginBlockStart: '5' });
const paragraph = css({ color: 'fg', maxWidth: 'prose' });

function NewTabLink({ variant }: { variant: 'solid' | 'outline' }) {
  const { t } = useTranslation('scheduling');
  return (
    <a href={SCHEDULING_PAGE_URL} target="_blank" rel="noopener noreferrer" className={button({ variant })}>
      {t(($) => $.newTab)}
      <ExternalLink size={16} aria-hidden="true" className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
    </a>
  );
}

/**
 * The scheduling modal (SPEC §2): the 30-minute booking page in a 680 px iframe on white,
 * themed orange. Until the visitor allows the third-party widget it only explains and offers
 * "Allow and load" or a new tab; if the page cannot be loaded it offers the plain link.
 */
export default function SchedulingModal({ open }: { open: boolean }) {
  const { t } = useTranslation('scheduling');
  const { step, showsFrame, close, allow, frameLoaded, frameFailed, retry } = useConnect(useAppActors().scheduling, connectSchedulingModal);

  return (
    <Modal
      open={open}
      size="lg"
      onRequestClose={close}
      title={t(($) => $.title)}
      description={t(($) => $.description)}
      finalFocus={schedulingFocus.ref}
    >
      {step === 'awaitingConsent' ? (
        <div data-testid="scheduling-consent">
          <p className={paragraph}>{t(($) => $.consent.body)}</p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', marginBlockStart: '2' })}>{t(($) => $.consent.note)}</p>
          <div className={actions}>
            <button type="button" className={button({ variant: 'solid' })} onClick={allow}>
              {t(($) => $.consent.allow)}
            </button>
            <NewTabLink variant="outline" />
          </div>
        </div>
      ) : null}

      {/* The iframe keeps its place while loading turns into loaded, so it is not reloaded. */}
      <div className={css({ position: 'relative' })} aria-busy={step === 'loading'}>
        {showsFrame ? (
          <iframe
            src={SCHEDULING_EMBED_URL}
            title={t(($) => $.frameTitle)}
            onLoad={frameLoaded}
            onError={frameFailed}
            className={css({
              display: 'block',
              width: 'full',
              height: 'schedulingFrame',
              bg: 'white',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'control',
            })}
          />
        ) : null}
        {step === 'loading' ? (
          <p
            role="status"
            className={css({
              position: 'absolute',
              inset: '0',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bg: 'white',
              color: 'fg.muted',
              borderRadius: 'control',
            })}
          >
            {t(($) => $.loading)}
          </p>
        ) : null}
      </div>

      {step === 'failed' ? (
        <div role="alert" data-testid="scheduling-failed">
          <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', marginBlockEnd: '2' })}>{t(($) => $.failed.title)}</h3>
          <p className={paragraph}>{t(($) => $.failed.body)}</p>
          <div className={actions}>
            <NewTabLink variant="solid" />
            <button type="button" className={button({ variant: 'outline' })} onClick={retry}>
              {t(($) => $.failed.retry)}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
