import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from '../../ui/page/container.ts';
import { Static } from '../../start-up/static.tsx';
import { HOME_CONTENT } from './home-content.ts';
import { Hero } from './home-hero.tsx';

const section = cx(container, css({ paddingBlock: { base: '12', md: '20' } }));

/**
 * The home page; its contact section belongs to the contact feature, which the route puts in.
 * What changes (the orbit's motion, the contact form) is live; the rest is static content.
 */
export function HomePage({ contact }: { contact: ReactNode }) {
  return (
    <>
      <Hero />
      <Static content={HOME_CONTENT.sections} />
      <section id="contact" className={section} aria-labelledby="contact-title">
        {contact}
      </section>
    </>
  );
}
