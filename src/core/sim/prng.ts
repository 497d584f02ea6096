/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32). The same seed gives the
 * same numbers on every machine and in every JS engine: all arithmetic is 32-bit integer arithmetic.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    const mix = splitmix32(seed >>> 0);
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.nextUint32(); // warm up, so nearby seeds diverge at once
  }

  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform number in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** true with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** n lowercase hex digits. */
  hex(n: number): string {
    let out = '';
    while (out.length < n) out += this.nextUint32().toString(16).padStart(8, '0');
    return out.slice(0, n);
  }

  /**
   * 128 bits in UUID form, laid out as a version-4 UUID (what `crypto.randomUUID()` makes): 122 of
   * the bits are drawn, 6 name the version and variant. Keys this long do not collide by chance.
   */
  uuid(): string {
    const digits = this.hex(32).split('');
    digits[12] = '4';
    digits[16] = ((parseInt(digits[16]!, 16) & 0x3) | 0x8).toString(16);
    const hex = digits.join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** An independent generator for one purpose (`fork('network')`), so drawing more keys never shifts the losses. */
  fork(label: string | number): Prng {
    return new Prng(hashSeed(this.seed, String(label)));
  }
}

/** Mixes a seed and a label into a new 32-bit seed (FNV-1a over the label, then splitmix). */
export function hashSeed(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return splitmix32(h >>> 0)();
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}
