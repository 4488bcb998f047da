// What the sandbox's virtual network does later on its own: a SIM swapped a minute after a
// subscription, a QoS session's duration running out, the network ending a session. Each is a
// happening due at a time of the sandbox's clock (`now`), run once, in time order, by whoever
// looks first: a request to the sandbox or an inbox settles what is due before it is answered
// (so a faked clock drives it in tests), and one timer, unref'd so it never keeps the process
// alive, wakes the timeline at the next due time so an inbox's live stream hears it then.

/** Calls `wake` after about `ms` (a real timer, unref'd); `clear` forgets it. */
export type Timer = (ms: number, wake: () => void) => { clear(): void };

export const realTimer: Timer = (ms, wake) => {
  const handle = setTimeout(wake, Math.min(Math.max(0, ms), 2 ** 31 - 1));
  handle.unref();
  return { clear: () => clearTimeout(handle) };
};

interface Happening {
  readonly at: number;
  readonly seq: number;
  readonly owner: object;
  readonly run: (at: number) => void;
}

export class Timeline {
  readonly #now: () => number;
  readonly #timer: Timer;
  /** Due time order, then the order they were planned in. */
  readonly #pending: Happening[] = [];
  #seq = 0;
  #armed: { readonly at: number; readonly handle: { clear(): void } } | undefined;
  #settling = false;

  constructor(now: () => number, timer: Timer = realTimer) {
    this.#now = now;
    this.#timer = timer;
  }

  /** Plans `run` at `at`, on behalf of `owner` (a session, a subscription), which `cancel` forgets. */
  at(at: number, owner: object, run: (at: number) => void): void {
    const happening = { at, seq: this.#seq++, owner, run };
    let index = this.#pending.length;
    while (index > 0 && this.#pending[index - 1]!.at > at) index -= 1;
    this.#pending.splice(index, 0, happening);
    this.#arm();
  }

  /** Forgets everything planned for `owner` (it was deleted, or taken to make room). */
  cancel(owner: object): void {
    for (let index = this.#pending.length - 1; index >= 0; index -= 1)
      if (this.#pending[index]!.owner === owner) this.#pending.splice(index, 1);
    this.#arm();
  }

  /** Runs every happening due by now, in order; what they plan for now or earlier runs too. */
  settle(): void {
    // Nothing planned: the clock is not even read.
    if (this.#settling || this.#pending.length === 0) return;
    this.#settling = true;
    try {
      const now = this.#now();
      while (this.#pending.length > 0 && this.#pending[0]!.at <= now) {
        const happening = this.#pending.shift()!;
        happening.run(happening.at);
      }
    } finally {
      this.#settling = false;
    }
    this.#arm();
  }

  /** Happenings planned and not yet run (the bounded-memory tests). */
  get size(): number {
    return this.#pending.length;
  }

  #arm(): void {
    const next = this.#pending[0];
    if (this.#armed && next && this.#armed.at === next.at) return;
    this.#armed?.handle.clear();
    const wake = () => {
      this.#armed = undefined;
      this.settle();
    };
    this.#armed = next ? { at: next.at, handle: this.#timer(next.at - this.#now(), wake) } : undefined;
  }
}
