import { Static } from '../../start-up/static.tsx';
import { ABOUT_CONTENT } from './about-content.ts';

/** The About page: nothing on it changes, so all of it is static content. */
export function AboutPage() {
  return <Static content={ABOUT_CONTENT} />;
}
