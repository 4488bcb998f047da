import { GlobalReach } from './global-reach.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { SolutionsSection } from './solutions-section.tsx';
import { SuccessStories } from './success-stories.tsx';
import { TrustedBy } from './trusted-by.tsx';

/** Everything between the hero and the contact section: the same for every visitor. */
export function HomeSections() {
  return (
    <>
      <TrustedBy />
      <SolutionsSection />
      <HowItWorks />
      <GlobalReach />
      <SuccessStories />
    </>
  );
}
