/**
 * The ids a socket was sent most recently, so that one notification reaching it twice (read
 * as missed and then published live, or published again after Redis came back) goes out once.
 */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    // A Set iterates in insertion order: the first one is the oldest.
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value!);
  }
}
