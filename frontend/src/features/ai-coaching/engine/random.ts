import { UNPROMPTED_MAX_MS, UNPROMPTED_MIN_MS } from './constants';

export type Random = () => number; // uniform in [0, 1)

/** mulberry32: tiny, fast and good enough to vary wording; tests pin every choice with a seed. */
export function seededRandom(seed: number): Random {
  let a = (Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One draw kept inside [0, 1), so a stub returning 1, a negative number or NaN cannot index past a list. */
export function draw(random: Random): number {
  const value = random();
  if (!Number.isFinite(value) || value < 0) return 0;
  return value >= 1 ? 1 - Number.EPSILON : value;
}

export function drawIndex(random: Random, length: number): number {
  return Math.min(length - 1, Math.floor(draw(random) * length));
}

/** Delay before an unprompted message: uniform 30_000–60_000 ms from `random`. */
export function unpromptedDelayMs(random: Random): number {
  const span = UNPROMPTED_MAX_MS - UNPROMPTED_MIN_MS;
  return UNPROMPTED_MIN_MS + Math.min(span, Math.floor(draw(random) * (span + 1)));
}
