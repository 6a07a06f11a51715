// SPEC §4/§9: the home page's reviews advance on their own every 5 s.
export const AUTOPLAY_MS = 5000;

export interface AutoplayState {
  /** The visitor used Previous, Next or a dot: autoplay is off for good. */
  stopped: boolean;
  /** Hovered or focused, for now. */
  paused: boolean;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  count: number;
}

/** Whether the carousel should be advancing by itself right now. */
export function shouldAutoplay({ stopped, paused, reducedMotion, count }: AutoplayState): boolean {
  return !stopped && !paused && !reducedMotion && count > 1;
}
