import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { container } from '../../ui/container.ts';
import { GlobalReach } from './global-reach.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { SolutionsSection } from './solutions-section.tsx';
import { SuccessStories } from './success-stories.tsx';
import { TrustedBy } from './trusted-by.tsx';

const section = cx(container, css({ paddingBlock: { base: '12', md: '20' } }));

/** The home page; its contact section belongs to the contact feature, which the route puts in. */
export function HomePage({ contact }: { contact: ReactNode }) {
  return (
    <>
      <Hero />
      <TrustedBy />
      <SolutionsSection />
      <HowItWorks />
      <GlobalReach />
      <SuccessStories />
      <section id="contact" className={section} aria-labelledby="contact-title">
        {contact}
      </section>
    </>
  );
}
