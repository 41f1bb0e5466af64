/**
 * A seeded uniform random source in [0, 1): mulberry32 (Tommy Ettinger's 32-bit generator),
 * started from the seed mixed by MurmurHash3's finaliser, so that small neighbouring seeds
 * (1, 2, 3…) start far apart.
 */
export function mulberry32(seed: number): () => number {
  let a = fmix32(seed >>> 0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** MurmurHash3's 32-bit finaliser. */
function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
