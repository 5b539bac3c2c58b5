/**
 * Admission of a page server's renders (decision 0090): at most `limit` renders run at once in
 * a process, the others wait in the order they came, and at most `queueLimit` wait; a page
 * asked for beyond that is refused at once (the caller answers 503 with Retry-After).
 *
 * Why: a render is CPU (~10 ms a film page). Started all at once, a burst's renders share the
 * CPU, so every one of them finishes when the last does and their first bytes all come late
 * (with more live objects, GC grows too). Taken a few at a time, the first pages of a burst
 * are answered at once and the rest in order; the queue's bound turns overload into a quick
 * refusal the visitor can retry instead of a wait that grows without end.
 */

/**
 * Renders one process runs at once. Measured (decision 0090): 2 made the 100/s run worse in
 * four interleaved pairs out of four, so this bounds overload and leaves normal traffic alone.
 */
export const RENDERS_AT_ONCE = 16;
/** Renders that may wait for a slot: with those running, about a second at a quiet worker's pace. */
export const RENDER_QUEUE_LIMIT = 64;
/** What a refused page tells the visitor to wait before asking again, in seconds. */
export const RENDER_RETRY_AFTER_S = 1;
/**
 * A slot not given back after this long is given back anyway (a response nobody reads to its
 * end must not take a slot for good); its render may go on, beside the next one.
 */
export const RENDER_SLOT_MAX_MS = 20_000;

/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

export interface RenderAdmission {
  /**
   * A slot for one render: its release once the render may start (in the order asked), or
   * null when the queue is full, or when `signal` aborts while it waits (the visitor left).
   */
  readonly enter: (signal?: AbortSignal) => Promise<Release | null>;
  /** Renders holding a slot now. */
  readonly running: () => number;
  /** Renders waiting for one. */
  readonly waiting: () => number;
}

interface Waiter {
  readonly grant: () => void;
}

export function renderAdmission(
  options: {
    readonly limit?: number;
    readonly queueLimit?: number;
    readonly slotMaxMs?: number;
  } = {},
): RenderAdmission {
  const limit = Math.max(1, options.limit ?? RENDERS_AT_ONCE);
  const queueLimit = Math.max(0, options.queueLimit ?? RENDER_QUEUE_LIMIT);
  const slotMaxMs = options.slotMaxMs ?? RENDER_SLOT_MAX_MS;
  let running = 0;
  const queue: Waiter[] = [];

  /** A held slot's release: the slot goes to the first waiter, or back to the pool. */
  const slot = (): Release => {
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      const next = queue.shift();
      if (next === undefined) running--;
      else next.grant();
    };
    const timer = setTimeout(release, slotMaxMs);
    timer.unref?.();
    return release;
  };

  const enter = (signal?: AbortSignal): Promise<Release | null> => {
    if (signal?.aborted) return Promise.resolve(null);
    if (running < limit) {
      running++;
      return Promise.resolve(slot());
    }
    if (queue.length >= queueLimit) return Promise.resolve(null);
    return new Promise((resolve) => {
      const onAbort = () => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        resolve(null);
      };
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve(slot());
        },
      };
      queue.push(waiter);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  };

  return { enter, running: () => running, waiting: () => queue.length };
}
