/**
 * A map whose every version stays readable, with an update on the newest version costing
 * O(1) instead of a copy of the whole map (Baker's trick: the newest version holds the one
 * Map; each older version holds the undo of the change made after it, and reading an older
 * version turns the chain around so that it holds the Map). A fold that evolves each event
 * onto the state before it (an event's roster: thousands of registrations) stays linear, while
 * a state kept from before (a decision's, a caller's) still reads exactly as it was.
 */
type Node<K, V> = { map: Map<K, V> } | { key: K; had: boolean; value: V | undefined; next: PersistentMap<K, V> };

export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  private node: Node<K, V>;

  private constructor(node: Node<K, V>) {
    this.node = node;
  }

  static of<K, V>(entries: Iterable<readonly [K, V]> = []): PersistentMap<K, V> {
    return new PersistentMap<K, V>({ map: new Map(entries) });
  }

  /** This version's entries in the one Map, the changes made after it undone (and kept to be redone). */
  private current(): Map<K, V> {
    const chain: Array<PersistentMap<K, V>> = [];
    let version: PersistentMap<K, V> = this;
    while (!('map' in version.node)) {
      chain.push(version);
      version = version.node.next;
    }
    const map = version.node.map;
    for (let index = chain.length - 1; index >= 0; index -= 1) {
      const older = chain[index]!;
      const undo = older.node as Extract<Node<K, V>, { next: unknown }>;
      const newer = undo.next;
      newer.node = { key: undo.key, had: map.has(undo.key), value: map.get(undo.key), next: older };
      if (undo.had) map.set(undo.key, undo.value as V);
      else map.delete(undo.key);
      older.node = { map };
    }
    return map;
  }

  private change(key: K, present: boolean, value: V | undefined): PersistentMap<K, V> {
    const map = this.current();
    const undo = { key, had: map.has(key), value: map.get(key) };
    if (present) map.set(key, value as V);
    else map.delete(key);
    const next = new PersistentMap<K, V>({ map });
    this.node = { ...undo, next };
    return next;
  }

  /** A new version with the key set; this one is unchanged. */
  with(key: K, value: V): PersistentMap<K, V> {
    return this.change(key, true, value);
  }

  /** A new version without the key; this one is unchanged. */
  without(key: K): PersistentMap<K, V> {
    return this.current().has(key) ? this.change(key, false, undefined) : this;
  }

  get size(): number {
    return this.current().size;
  }

  get(key: K): V | undefined {
    return this.current().get(key);
  }

  has(key: K): boolean {
    return this.current().has(key);
  }

  // Iteration works on a copy: reading another version meanwhile takes the one Map over.
  entries(): MapIterator<[K, V]> {
    return new Map(this.current()).entries();
  }

  keys(): MapIterator<K> {
    return new Map(this.current()).keys();
  }

  values(): MapIterator<V> {
    return new Map(this.current()).values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  get [Symbol.toStringTag](): string {
    return 'PersistentMap';
  }
}
