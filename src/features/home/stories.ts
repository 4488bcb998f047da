import type { IndustryKey } from '../../config/industry-keys.ts';
import type homeTexts from '../../locales/en/home.json';

export type StoryId = keyof typeof homeTexts.stories.items;

/** A customer story; company, quote, improvement and role are texts at home:stories.items.<id>. */
export interface SuccessStory {
  readonly id: StoryId;
  readonly industry: IndustryKey;
  /** The company's logo: public/images/logos/<logoKey>.svg. */
  readonly logoKey: string;
}

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  { id: 'alverra', industry: 'banking', logoKey: 'alverra' },
  { id: 'payloom', industry: 'fintech', logoKey: 'payloom' },
  { id: 'kestrel', industry: 'logistics', logoKey: 'kestrel' },
];

export const logoSrc = (logoKey: string) => `/images/logos/${logoKey}.svg`;
