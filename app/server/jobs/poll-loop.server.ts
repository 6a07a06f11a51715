// The loop the claimed-row jobs share (the mail outbox, appointment notices, backups): a round at
// start, one on every poll and on every wake, never two at once in this process (a wake during
// a round runs one more round after it), and a first step (freeing the leases a killed process
// left) before the first round.
import type { Logger } from "../logger.server";

export interface PollLoop {
  /** Runs a round now, or right after the one running. */
  wake(): void;
  stop(): void;
}

export function pollLoop(opts: {
  round: () => Promise<unknown>;
  pollMs: number;
  log: Pick<Logger, "warn">;
  /** What the log says when a round fails. */
  failure: string;
  /** Before the first round only. */
  first?: Promise<unknown> | null;
}): PollLoop {
  let running = false;
  let again = false;
  let first = opts.first ?? null;
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = first ?? Promise.resolve();
    first = null;
    started
      .then(opts.round)
      .catch((err: unknown) => opts.log.warn({ err }, opts.failure))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  tick();
  const timer = setInterval(tick, opts.pollMs);
  timer.unref();
  return { wake: tick, stop: () => clearInterval(timer) };
}
