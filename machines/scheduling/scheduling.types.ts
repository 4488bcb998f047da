export interface SchedulingContext {
  /** Whether the visitor allows the third-party scheduling widget (from the consent actor). */
  readonly allowed: boolean;
}

export type SchedulingEvent =
  | { type: 'scheduling.open' }
  | { type: 'scheduling.close' }
  /** "Allow and load": records the scheduling consent through the consent actor. */
  | { type: 'scheduling.allow' }
  /** The iframe fired `load`. */
  | { type: 'scheduling.frameLoaded' }
  /** The iframe fired `error`. */
  | { type: 'scheduling.frameFailed' }
  | { type: 'scheduling.retry' }
  /** Sent by the consent watcher whenever the visitor's scheduling consent changes. */
  | { type: 'scheduling.consentChanged'; allowed: boolean };
