import type { CSSProperties } from 'react';
import { css, cx } from 'styled-system/css';
import { LogoMark } from '../../ui/page/logo.tsx';
import { SOLUTION_GRADIENT } from './solution-gradients.ts';
import { SOLUTIONS } from './solutions.ts';

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
  'html:not([data-taken-over]) &': { animationPlayState: 'paused' },
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

/**
 * What turns in the hero's orbit: six API-family icons circling the logo mark. The same for
 * every visitor, so it stays as prerendered (static content); the frame around it (orbit.tsx)
 * holds or releases the motion.
 */
export function OrbitArt() {
  return (
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
  );
}
