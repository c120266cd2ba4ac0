/**
 * A least-recently-used map bounded both by its number of entries and by the total weight the
 * entries declare, so that a few heavy entries cannot grow it without limit. An entry heavier
 * than the whole budget is not kept at all (and displaces nothing).
 */
export class WeightedLru<Value> {
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
  ) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map iteration follows insertion order: re-inserting marks the entry most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, weight: number): void {
    this.delete(key);
    // Keeping it would evict every other entry first, then it.
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, weight });
    this.totalWeight += weight;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.totalWeight <= this.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }
}
