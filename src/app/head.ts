import { BRAND } from '../config/brand.ts';

export interface PageHead {
  readonly title: string;
  readonly description?: string;
  readonly noindex?: boolean;
}

/** The tags every page sets: title, description, and robots for pages kept out of search. */
export function headTags({ title, description, noindex }: PageHead) {
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description', content: description }] : []),
      ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { property: 'og:site_name', content: BRAND.product },
    ],
  };
}
