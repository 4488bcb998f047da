import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { useConnect } from '../../ui/app/use-connect.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BookMeetingButton } from '../../ui/page/book-meeting-button.tsx';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { connectStickyCta } from '../../../machines/sticky-cta/sticky-cta.connect.ts';
import { liveStickyCtaMachine } from '../../adapters/sticky-cta.live.ts';
import { SectionLink } from '../../ui/page/section-link.tsx';

/**
 * A zero-height strip stuck to the bottom of the viewport, placed last in <main>. The panel
 * hangs above it, so it floats over the page while the visitor reads, but rides up with the
 * end of <main> and never covers the footer. The industry page keeps enough padding at its
 * end that its last lines can always be scrolled clear of the phone bar.
 */
const anchor = css({ position: 'sticky', insetBlockEnd: '0', height: '0', zIndex: 'docked' });

const panel = css({
  position: 'absolute',
  display: 'flex',
  gap: { base: '3', md: '4' },
  bg: 'bg',
  boxShadow: 'raised',
  borderColor: 'border',
  // Phones: a full-width bar along the bottom edge.
  insetInlineEnd: '0',
  insetBlockEnd: '0',
  width: 'full',
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  borderBlockStartWidth: '1px',
  paddingInline: '4',
  paddingBlockStart: '3',
  paddingBlockEnd: 'safeBottom',
  // Wide screens: a card in the bottom corner on the reading end side.
  md: {
    insetInlineEnd: '6',
    insetBlockEnd: '6',
    width: 'stickyCta',
    flexDirection: 'column',
    alignItems: 'stretch',
    borderWidth: '1px',
    borderRadius: 'card',
    padding: '5',
  },
  // Hidden: out of sight, out of the tab order and of the accessibility tree.
  visibility: 'hidden',
  opacity: 'hidden',
  transform: 'translateY(1rem)',
  '&[data-visible]': { visibility: 'visible', opacity: 'visible', transform: 'none' },
  _motionSafe: { transitionProperty: '[opacity, transform, visibility]', transitionDuration: 'normal', transitionTimingFunction: 'out' },
});

/**
 * The industry pages' call-to-action that follows the visitor once they have scrolled past
 * half the window (SPEC §2 Industry page). The sticky-cta machine decides when it shows.
 */
export function StickyCta() {
  const { t } = useTranslation(['industries', 'common']);
  const titleId = useId();
  const { visible } = useConnect(useActorRef(liveStickyCtaMachine), connectStickyCta);

  return (
    <div className={anchor}>
      <aside aria-labelledby={titleId} data-sticky-cta="" data-visible={visible ? '' : undefined} inert={!visible} className={panel}>
        <div className={css({ flexGrow: { base: '1', md: '0' }, flexBasis: { base: '48', md: 'max' }, minWidth: '0' })}>
          <p id={titleId} className={css({ fontWeight: 'semibold', fontSize: { base: 'sm', md: 'md' }, lineHeight: 'snug' })}>
            {t(($) => $.stickyCta.title)}
          </p>
          <p className={css({ display: { base: 'none', md: 'block' }, fontSize: 'sm', color: 'fg.muted', marginBlockStart: '1' })}>
            {t(($) => $.stickyCta.text)}
          </p>
        </div>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', '& > *': { flexGrow: { md: '1' } } })}>
          <SectionLink section="contact" className={button({ size: 'md' })}>
            {t(($) => $.common.nav.contactSales)}
          </SectionLink>
          <BookMeetingButton variant="outline" />
        </div>
      </aside>
    </div>
  );
}
