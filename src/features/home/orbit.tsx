import { useActorRef, useSelector } from '../../ui/actor-hooks.ts';
import { Pause, Play } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { selectMobileOpen } from '../../../machines/nav/index.ts';
import { orbitMachine, selectOrbitPaused } from '../../../machines/orbit/orbit.machine.ts';
import { markOffscreen } from '../../adapters/near-viewport.ts';
import { useAppActors } from '../../ui/actors-context.ts';
import { WaitingButton } from '../../ui/waiting-button.tsx';
import { LogoMark } from '../../ui/logo.tsx';
import { SOLUTION_GRADIENT } from './solution-gradients.ts';
import { SOLUTIONS } from './solutions.ts';

// Every box here has a fixed size and only transforms move, so the orbit never shifts layout.
const frame = css({
  position: 'relative',
  flexShrink: 0,
  width: { base: 'orbitBoxSm', md: 'orbitBox' },
  height: { base: 'orbitBoxSm', md: 'orbitBox' },
  // Centred even when wider than a small phone's column: it then reaches into the page margins.
  justifySelf: 'center',
});

const centered = css({ position: 'absolute', inset: '0', margin: 'auto' });

const ring = cx(
  centered,
  css({
    width: 'orbitRing',
    height: 'orbitRing',
    borderRadius: 'pill',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'brand.200',
  }),
);
const innerRing = cx(
  centered,
  css({
    width: 'orbitInner',
    height: 'orbitInner',
    borderRadius: 'pill',
    bg: 'accent.subtle',
    borderWidth: '1px',
    borderColor: 'accent.muted',
  }),
);

// In Hebrew the whole track is mirrored, so the icons start on the other side and turn the
// other way; each tile is flipped back so its icon reads normally.
const track = css({ position: 'absolute', inset: '0', _rtl: { transform: 'scaleX(-1)' } });

const spinning = css({
  animation: 'orbit',
  willChange: 'transform',
  '[data-paused] &': { animationPlayState: 'paused' },
  // Behind the open phone menu too: moving, it is restyled on every frame the menu draws, and
  // a tap on the menu's Language or Industries waited for that (npm run audit's INP at 4x
  // CPU: the language menu 168-209 ms with it moving, 106-135 ms with it still).
  '[data-behind-menu] &': { animationPlayState: 'paused' },
  // Scrolled out of view as well: its frames are still produced and restyled there.
  '[data-offscreen] &': { animationPlayState: 'paused' },
  // Still until the app has taken over: only then does the pause button work (WCAG 2.2.2), and
  // a moving orbit makes the phone restyle and repaint the page every frame while it starts the
  // app (about 1 s of main-thread work at 4x CPU on the home page). Without JavaScript it stays still.
  'html:not([data-ready]) &': { animationPlayState: 'paused' },
  _motionReduce: { animation: 'none' },
});

const spinner = cx(css({ position: 'absolute', inset: '0' }), spinning);

const slot = cx(
  centered,
  css({
    width: { base: 'orbitTileSm', md: 'orbitTile' },
    height: { base: 'orbitTileSm', md: 'orbitTile' },
    transform: 'rotate(var(--angle)) translateX(token(sizes.orbitRadius)) rotate(calc(-1 * var(--angle)))',
  }),
);

// Turns against the spinner so the tiles stay upright.
const counter = cx(css({ display: 'block', width: 'full', height: 'full', animationDirection: 'reverse' }), spinning);

const tile = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'full',
  height: 'full',
  borderRadius: 'card',
  color: 'white',
  boxShadow: 'tile',
  _rtl: { transform: 'scaleX(-1)' },
  '& svg': { width: { base: '5', md: '6' }, height: { base: '5', md: '6' } },
});

const core = cx(centered, css({ width: 'orbitCore', height: 'orbitCore', borderRadius: 'card', boxShadow: 'glow' }));

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

/** Six API-family icons circling the logo mark, with a pause control (WCAG 2.2.2). */
export function Orbit() {
  const { t } = useTranslation('home');
  const orbit = useActorRef(orbitMachine);
  const paused = useSelector(orbit, selectOrbitPaused);
  const { nav } = useAppActors();
  const behindMenu = useSelector(nav, selectMobileOpen);

  return (
    <div
      ref={markOffscreen}
      className={frame}
      data-orbit=""
      data-paused={paused ? '' : undefined}
      data-behind-menu={behindMenu ? '' : undefined}
    >
      <div aria-hidden="true">
        <span className={ring} />
        <span className={innerRing} />
        <div className={track}>
          <div className={spinner} data-orbit-spinner="">
            {SOLUTIONS.map(({ id, icon: Icon, gradient }, index) => (
              <span key={id} className={slot} style={{ '--angle': `${index * 60 - 90}deg` } as CSSProperties}>
                <span className={counter}>
                  <span className={cx(tile, SOLUTION_GRADIENT[gradient])}>
                    <Icon strokeWidth={2} />
                  </span>
                </span>
              </span>
            ))}
          </div>
        </div>
        <LogoMark className={core} />
      </div>
      <WaitingButton
        className={control}
        aria-pressed={paused}
        aria-label={t(($) => $.hero.pauseAnimation)}
        title={t(($) => $.hero.pauseAnimation)}
        onClick={() => orbit.send({ type: 'orbit.toggle' })}
      >
        {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
      </WaitingButton>
    </div>
  );
}
