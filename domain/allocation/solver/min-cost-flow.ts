/**
 * Min-cost flow, written here: no maintained JavaScript library fits, and an LP or WASM
 * solver would bring nondeterminism and memory risks to a problem this regular. It is checked
 * against exhaustive search on small networks (min-cost-flow.test.ts) and, through the optimal
 * allocation, on small allocation problems (properties.test.ts).
 *
 * Successive shortest paths: each augmentation runs Dijkstra on reduced costs (Johnson
 * potentials) from where the unit starts and stops at the sink, then pushes along that path.
 * Starting each unit at a node of the caller's choosing lets the allocation add delegates one
 * at a time (the Hungarian method's order): after each, the flow is the cheapest for the units
 * sent so far, so the last one leaves the cheapest flow for all of them.
 *
 * A cost is a pair (cost, tie), compared lexicographically: the tie only decides between flows
 * of equal cost. Two exact integers instead of one weighted sum, because a tie-break scaled
 * below every cost difference would need more than the 53 bits a Float64 holds exactly.
 *
 * Both parts of an edge's cost must be non-negative integers (zero potentials are then valid
 * from the start) and every path's sums must stay below 2^53 so the Float64 sums are exact;
 * capacities are integers below 2^31.
 */
export const UNBOUNDED = 0x3fffffff;

export class FlowNetwork {
  private readonly head: Int32Array;
  private readonly next: Int32Array;
  private readonly to: Int32Array;
  private readonly capacity: Int32Array;
  private readonly cost: Float64Array;
  private readonly tie: Float64Array;
  private edges = 0;
  private readonly potential: Potentials;
  private readonly distance: Potentials;
  private readonly via: Int32Array;
  private readonly settled: Uint8Array;
  /** The nodes the last search reached, so the next one resets only those. */
  private readonly reached: Int32Array;
  private reachedCount = 0;
  private heap: ReturnType<typeof minHeap> | null = null;

  constructor(
    readonly nodeCount: number,
    maxEdges: number,
  ) {
    this.head = new Int32Array(nodeCount).fill(-1);
    this.next = new Int32Array(2 * maxEdges);
    this.to = new Int32Array(2 * maxEdges);
    this.capacity = new Int32Array(2 * maxEdges);
    this.cost = new Float64Array(2 * maxEdges);
    this.tie = new Float64Array(2 * maxEdges);
    this.potential = [new Float64Array(nodeCount), new Float64Array(nodeCount)];
    this.distance = [new Float64Array(nodeCount), new Float64Array(nodeCount)];
    this.via = new Int32Array(nodeCount);
    this.settled = new Uint8Array(nodeCount);
    this.reached = new Int32Array(nodeCount);
    this.distance[0].fill(Infinity);
    this.distance[1].fill(Infinity);
  }

  /** Adds an edge and its residual twin; returns the edge's handle for `flow`. */
  addEdge(from: number, to: number, capacity: number, cost: number, tie = 0): number {
    const edge = this.edges;
    this.link(edge, from, to, capacity, cost, tie);
    this.link(edge + 1, to, from, 0, -cost, -tie);
    this.edges += 2;
    return edge;
  }

  /** What went along the edge: the residual twin's capacity, which started at zero. */
  flow(edge: number): number {
    return this.capacity[edge ^ 1]!;
  }

  /** Pushes as much flow as possible from source to sink, at the least total (cost, tie) for that amount. */
  maxFlowMinCost(source: number, sink: number): { flow: number; cost: number; tie: number } {
    const total = { flow: 0, cost: 0, tie: 0 };
    for (let pushed = this.augment(source, sink, UNBOUNDED); pushed.amount > 0; pushed = this.augment(source, sink, UNBOUNDED)) {
      total.flow += pushed.amount;
      total.cost += pushed.amount * pushed.cost;
      total.tie += pushed.amount * pushed.tie;
    }
    return total;
  }

  /**
   * Sends up to `limit` units from `from` to the sink along the cheapest residual path (the
   * bottleneck of that path at most), and says how much went and at what (cost, tie) per unit;
   * amount 0 when the sink cannot be reached. The flow sent so far stays the cheapest for its
   * amount as long as no residual cycle was negative before (true from an empty flow).
   */
  augment(from: number, sink: number, limit: number): { amount: number; cost: number; tie: number } {
    if (!this.shortestPath(from, sink)) return { amount: 0, cost: 0, tie: 0 };
    let amount = limit;
    for (let node = sink; node !== from; node = this.to[this.via[node]! ^ 1]!) amount = Math.min(amount, this.capacity[this.via[node]!]!);
    let cost = 0;
    let tie = 0;
    for (let node = sink; node !== from; node = this.to[this.via[node]! ^ 1]!) {
      const edge = this.via[node]!;
      this.capacity[edge]! -= amount;
      this.capacity[edge ^ 1]! += amount;
      cost += this.cost[edge]!;
      tie += this.tie[edge]!;
    }
    return { amount, cost, tie };
  }

  private link(edge: number, from: number, to: number, capacity: number, cost: number, tie: number) {
    this.to[edge] = to;
    this.capacity[edge] = capacity;
    this.cost[edge] = cost;
    this.tie[edge] = tie;
    this.next[edge] = this.head[from]!;
    this.head[from] = edge;
  }

  /**
   * Dijkstra on reduced (cost, tie) pairs from `from`, stopped once the sink is settled at
   * distance D; `via` then holds the path. Each node's potential rises by min(its distance, D),
   * less D for all (a shift changes no reduced cost): the reduced cost of every residual arc
   * stays non-negative and those on the path become zero.
   */
  private shortestPath(from: number, sink: number): boolean {
    const [potential, potentialTie] = this.potential;
    const [distance, distanceTie] = this.distance;
    for (let index = 0; index < this.reachedCount; index += 1) {
      const node = this.reached[index]!;
      distance[node] = Infinity;
      distanceTie[node] = Infinity;
      this.settled[node] = 0;
    }
    this.reachedCount = 0;
    this.heap ??= minHeap(this.next.length + this.nodeCount);
    const heap = this.heap;
    heap.clear();
    distance[from] = 0;
    distanceTie[from] = 0;
    this.reached[this.reachedCount++] = from;
    heap.push(0, 0, from);
    while (heap.size() > 0) {
      const key = heap.topKey();
      const keyTie = heap.topTie();
      const node = heap.pop();
      if (this.settled[node] === 1) continue;
      this.settled[node] = 1;
      if (node === sink) break;
      for (let edge = this.head[node]!; edge !== -1; edge = this.next[edge]!) {
        if (this.capacity[edge]! <= 0) continue;
        const target = this.to[edge]!;
        if (this.settled[target] === 1) continue;
        const through = key + this.cost[edge]! + potential[node]! - potential[target]!;
        const throughTie = keyTie + this.tie[edge]! + potentialTie[node]! - potentialTie[target]!;
        if (through < distance[target]! || (through === distance[target]! && throughTie < distanceTie[target]!)) {
          if (distance[target] === Infinity) this.reached[this.reachedCount++] = target;
          distance[target] = through;
          distanceTie[target] = throughTie;
          this.via[target] = edge;
          heap.push(through, throughTie, target);
        }
      }
    }
    if (this.settled[sink] !== 1) return false;
    const reach = distance[sink]!;
    const reachTie = distanceTie[sink]!;
    // Shifted down by D, so that nodes the search never reaches keep their potential instead of growing each time.
    for (let index = 0; index < this.reachedCount; index += 1) {
      const node = this.reached[index]!;
      if (this.settled[node] !== 1) continue;
      potential[node]! += distance[node]! - reach;
      potentialTie[node]! += distanceTie[node]! - reachTie;
    }
    return true;
  }
}

/** Node potentials for the two parts of the cost: [cost, tie]. */
type Potentials = [Float64Array, Float64Array];

/** A binary min-heap of ((key, tie), node) entries on typed arrays, keys compared lexicographically; stale entries are skipped by the caller. */
const minHeap = (capacity: number) => {
  const keys = new Float64Array(capacity);
  const ties = new Float64Array(capacity);
  const nodes = new Int32Array(capacity);
  let size = 0;
  const place = (at: number, key: number, tie: number, node: number) => {
    keys[at] = key;
    ties[at] = tie;
    nodes[at] = node;
  };
  const below = (at: number, key: number, tie: number) => keys[at]! < key || (keys[at] === key && ties[at]! < tie);
  const above = (at: number, key: number, tie: number) => keys[at]! > key || (keys[at] === key && ties[at]! > tie);
  return {
    size: () => size,
    clear: () => {
      size = 0;
    },
    topKey: () => keys[0]!,
    topTie: () => ties[0]!,
    push: (key: number, tie: number, node: number) => {
      let at = size++;
      while (at > 0 && above((at - 1) >> 1, key, tie)) {
        const parent = (at - 1) >> 1;
        place(at, keys[parent]!, ties[parent]!, nodes[parent]!);
        at = parent;
      }
      place(at, key, tie, node);
    },
    pop: (): number => {
      const top = nodes[0]!;
      size -= 1;
      const key = keys[size]!;
      const tie = ties[size]!;
      const node = nodes[size]!;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const smaller = left + 1 < size && below(left + 1, keys[left]!, ties[left]!) ? left + 1 : left;
        if (smaller >= size || !below(smaller, key, tie)) break;
        place(at, keys[smaller]!, ties[smaller]!, nodes[smaller]!);
        at = smaller;
      }
      place(at, key, tie, node);
      return top;
    },
  };
};
