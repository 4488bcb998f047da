import { css, cx } from 'styled-system/css';
import { container } from '../../ui/page/container.ts';
import { Static } from '../../start-up/static.tsx';
import { HOME_CONTENT } from './home-content.ts';
import { Orbit } from './orbit.tsx';

/**
 * The home page's first screen: its words (static content) beside the orbit. Its band and grid
 * are its own rather than src/ui/page/hero.tsx's: that module comes with static content, and importing
 * it here would add a file to what `/` loads before takeover.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className={css({ bgGradient: 'heroGlow', _rtl: { bgGradient: 'heroGlowRtl' }, overflowX: 'clip' })}
    >
      <div
        className={cx(
          container,
          css({
            display: 'grid',
            // minmax(0, …): the orbit's fixed width must not widen the text column on narrow phones.
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.15fr) minmax(0, 1fr)' },
            alignItems: 'center',
            gap: { base: '12', lg: '10' },
            paddingBlock: { base: '12', md: '20' },
          }),
        )}
      >
        <Static content={HOME_CONTENT.heroCopy} />
        <Orbit />
      </div>
    </section>
  );
}
