/** The optional categories a visitor chooses; strictly necessary cookies are always on. */
export type ConsentCategory = 'preferences' | 'analytics' | 'marketing' | 'scheduling';

/** One yes or no per optional category. */
export type ConsentChoice = Readonly<Record<ConsentCategory, boolean>>;

/** What localStorage holds under `cookieConsent`, versioned so a new policy can ask again. */
export interface StoredConsent extends ConsentChoice {
  readonly version: number;
  /** ISO 8601 time of the decision, kept as the record of consent. */
  readonly decidedAt: string;
}

export interface ConsentContext {
  /** The visitor's decision; `null` until they make one. */
  readonly choice: ConsentChoice | null;
  /** The switches of the "choose categories" dialog while it is open. */
  readonly draft: ConsentChoice;
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.rejectAll' }
  /** Opens the "choose categories" dialog (banner button or the footer's Cookie settings). */
  | { type: 'consent.customise' }
  | { type: 'consent.toggle'; category: ConsentCategory; allowed: boolean }
  | { type: 'consent.save' }
  | { type: 'consent.cancel' }
  /** Grants one category on its own, e.g. "Allow and load" in the scheduling modal. */
  | { type: 'consent.allow'; category: ConsentCategory };
