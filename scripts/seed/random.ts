/**
 * A seeded pseudo-random source, so the same size always builds the same data set
 * (reproducible benchmarks, stable tests). mulberry32: tiny, fast, good enough for demo data.
 */
export class Random {
  private state: number;

  constructor(seed = 20_240_601) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Digits as text, leading zeros kept (PO and check numbers). */
  digits(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String(Math.floor(this.next() * 10));
    return out;
  }
}

/** Picks items in proportion to their weights in O(log n) (binary search over the running sums). */
export class WeightedPicker<T> {
  private readonly sums: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) this.sums.push((sum += weight(item)));
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.sums.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sums[mid] > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low];
  }
}
