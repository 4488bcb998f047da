import { useActorRef } from '../../ui/app/actor-hooks.ts';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { connectNav } from '../../../machines/nav/nav.connect.ts';
import { connectOrbit, orbitMachine } from '../../../machines/orbit/orbit.machine.ts';
import { markOffscreen } from '../../adapters/near-viewport.ts';
import { useAppActors } from '../../ui/app/actors-context.ts';
import { Static } from '../../start-up/static.tsx';
import { useConnect } from '../../ui/app/use-connect.ts';
import { WaitingButton } from '../../ui/widgets/waiting-button.tsx';
import { HOME_CONTENT } from './home-content.ts';

// Every box here has a fixed size and only transforms move, so the orbit never shifts layout.
const frame = css({
  position: 'relative',
  flexShrink: 0,
  width: { base: 'orbitBoxSm', md: 'orbitBox' },
  height: { base: 'orbitBoxSm', md: 'orbitBox' },
  // Centred even when wider than a small phone's column: it then reaches into the page margins.
  justifySelf: 'center',
});

const control = cx(
  button({ variant: 'outline', size: 'icon' }),
  css({
    position: 'absolute',
    // In the free corner of the square, clear of the tiles and of the screen edge on small phones.
    insetBlockEnd: '3',
    insetInlineEnd: '3',
    borderRadius: 'pill',
    boxShadow: 'card',
    // Nothing moves under reduced motion, so there is nothing to pause.
    _motionReduce: { display: 'none' },
  }),
);

/**
 * Six API-family icons circling the logo mark (orbit-art.tsx, static content), with a pause
 * control (WCAG 2.2.2). The frame says what the motion does: paused, behind the phone menu.
 */
export function Orbit() {
  const { t } = useTranslation('home');
  const { paused, toggle } = useConnect(useActorRef(orbitMachine), connectOrbit);
  const { mobileOpen: behindMenu } = useConnect(useAppActors().nav, connectNav);

  return (
    <div
      ref={markOffscreen}
      className={frame}
      data-orbit=""
      data-paused={paused ? '' : undefined}
      data-behind-menu={behindMenu ? '' : undefined}
    >
      <Static content={HOME_CONTENT.orbitArt} />
      <WaitingButton
        className={control}
        aria-pressed={paused}
        aria-label={t(($) => $.hero.pauseAnimation)}
        title={t(($) => $.hero.pauseAnimation)}
        onClick={toggle}
      >
        {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
      </WaitingButton>
    </div>
  );
}
