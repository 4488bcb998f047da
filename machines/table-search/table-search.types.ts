export interface TableSearchInput {
  /** The search text the URL holds as the table opens ('' for none). */
  readonly value: string;
}

export interface TableSearchContext {
  /** What the field shows: every key as it is typed. */
  readonly draft: string;
  /** The search the URL holds (trimmed), as this machine last put it there or found it. */
  readonly committed: string;
}

export type TableSearchEvent =
  /** A key went into the search field (or it was cleared, pasted into …). */
  | { type: 'search.type'; value: string }
  /** Enter or "Apply Filters": the form puts the whole view in the URL itself. */
  | { type: 'search.submit' }
  /** The URL's search text after a route change (Back, a link, "Clear filters", our own update). */
  | { type: 'search.urlChanged'; value: string };
