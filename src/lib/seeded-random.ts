/**
 * mulberry32: a small seeded pseudo-random sequence in [0, 1). The same seed gives the same
 * numbers, so a drawing comes out the same at every build and a failing fuzz case replays.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
