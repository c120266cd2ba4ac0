/**
 * Min-cost max-flow, written here: no maintained JavaScript library fits, and an LP or WASM
 * solver would bring nondeterminism and memory risks to a problem this regular. It is checked
 * against a plain Bellman–Ford reference (min-cost-flow.test.ts) and, through the optimal
 * allocation, against exhaustive search (properties.test.ts).
 *
 * Primal–dual ("zkw") successive shortest paths: Dijkstra on reduced costs (Johnson
 * potentials) finds the cheapest distance to the sink, then a Dinic blocking flow pushes along
 * every path of that cost before the next Dijkstra. Allocation graphs have few distinct path
 * costs, so a few dozen Dijkstra runs replace one per delegate.
 *
 * Edge costs must be non-negative integers (zero potentials are then valid from the start) and
 * every path cost must stay below 2^53 so the Float64 sums are exact; capacities are integers
 * below 2^31.
 */
export const UNBOUNDED = 0x3fffffff;

export class FlowNetwork {
  private readonly head: Int32Array;
  private readonly next: Int32Array;
  private readonly to: Int32Array;
  private readonly capacity: Int32Array;
  private readonly cost: Float64Array;
  private edges = 0;

  constructor(
    readonly nodeCount: number,
    maxEdges: number,
  ) {
    this.head = new Int32Array(nodeCount).fill(-1);
    this.next = new Int32Array(2 * maxEdges);
    this.to = new Int32Array(2 * maxEdges);
    this.capacity = new Int32Array(2 * maxEdges);
    this.cost = new Float64Array(2 * maxEdges);
  }

  /** Adds an edge and its residual twin; returns the edge's handle for `flow`. */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const edge = this.edges;
    this.link(edge, from, to, capacity, cost);
    this.link(edge + 1, to, from, 0, -cost);
    this.edges += 2;
    return edge;
  }

  /** What went along the edge: the residual twin's capacity, which started at zero. */
  flow(edge: number): number {
    return this.capacity[edge ^ 1]!;
  }

  /** Pushes as much flow as possible from source to sink, at the least total cost for that amount. */
  maxFlowMinCost(source: number, sink: number, onPhase?: (flow: number) => void): { flow: number; cost: number } {
    const potential = new Float64Array(this.nodeCount);
    const level = new Int32Array(this.nodeCount);
    let flow = 0;
    let cost = 0;
    while (this.raisePotentials(source, sink, potential)) {
      while (this.levels(source, sink, potential, level)) {
        const pushed = this.blockingFlow(source, sink, potential, level);
        flow += pushed;
        cost += pushed * (potential[sink]! - potential[source]!);
      }
      onPhase?.(flow);
    }
    return { flow, cost };
  }

  private link(edge: number, from: number, to: number, capacity: number, cost: number) {
    this.to[edge] = to;
    this.capacity[edge] = capacity;
    this.cost[edge] = cost;
    this.next[edge] = this.head[from]!;
    this.head[from] = edge;
  }

  private reducedCost(edge: number, potential: Float64Array): number {
    return this.cost[edge]! + potential[this.to[edge ^ 1]!]! - potential[this.to[edge]!]!;
  }

  /** Dijkstra on reduced costs; adds each reachable node's distance to its potential. */
  private raisePotentials(source: number, sink: number, potential: Float64Array): boolean {
    const distance = new Float64Array(this.nodeCount).fill(Infinity);
    const heap = minHeap(this.edges + this.nodeCount);
    distance[source] = 0;
    heap.push(0, source);
    while (heap.size() > 0) {
      const key = heap.topKey();
      const node = heap.pop();
      if (key > distance[node]!) continue;
      for (let edge = this.head[node]!; edge !== -1; edge = this.next[edge]!) {
        if (this.capacity[edge]! <= 0) continue;
        const through = key + this.reducedCost(edge, potential);
        const target = this.to[edge]!;
        if (through < distance[target]!) {
          distance[target] = through;
          heap.push(through, target);
        }
      }
    }
    if (distance[sink] === Infinity) return false;
    for (let node = 0; node < this.nodeCount; node += 1) if (distance[node]! < Infinity) potential[node]! += distance[node]!;
    return true;
  }

  private admissible(edge: number, potential: Float64Array): boolean {
    return this.capacity[edge]! > 0 && this.reducedCost(edge, potential) === 0;
  }

  /** Breadth-first levels over the admissible edges (spare capacity, zero reduced cost). */
  private levels(source: number, sink: number, potential: Float64Array, level: Int32Array): boolean {
    level.fill(-1);
    const queue = new Int32Array(this.nodeCount);
    let tail = 0;
    level[source] = 0;
    queue[tail++] = source;
    for (let index = 0; index < tail; index += 1) {
      const node = queue[index]!;
      for (let edge = this.head[node]!; edge !== -1; edge = this.next[edge]!) {
        const target = this.to[edge]!;
        if (level[target] !== -1 || !this.admissible(edge, potential)) continue;
        level[target] = level[node]! + 1;
        queue[tail++] = target;
      }
    }
    return level[sink] !== -1;
  }

  /** Dinic's blocking flow along the levels, iterative so long alternating paths cannot overflow the stack. */
  private blockingFlow(source: number, sink: number, potential: Float64Array, level: Int32Array): number {
    const current = Int32Array.from(this.head);
    const path = new Int32Array(this.nodeCount);
    let pushed = 0;
    let depth = 0;
    let node = source;
    for (;;) {
      if (node === sink) {
        let amount = UNBOUNDED;
        for (let step = 0; step < depth; step += 1) amount = Math.min(amount, this.capacity[path[step]!]!);
        for (let step = 0; step < depth; step += 1) {
          this.capacity[path[step]!]! -= amount;
          this.capacity[path[step]! ^ 1]! += amount;
        }
        pushed += amount;
        depth = 0;
        node = source;
        continue;
      }
      let edge = current[node]!;
      while (edge !== -1 && !(level[this.to[edge]!] === level[node]! + 1 && this.admissible(edge, potential))) edge = this.next[edge]!;
      current[node] = edge;
      if (edge !== -1) {
        path[depth++] = edge;
        node = this.to[edge]!;
        continue;
      }
      if (depth === 0) return pushed;
      level[node] = -1;
      depth -= 1;
      node = this.to[path[depth]! ^ 1]!;
      current[node] = this.next[current[node]!]!;
    }
  }
}

/** A binary min-heap of (key, node) pairs on typed arrays; stale pairs are skipped by the caller. */
const minHeap = (capacity: number) => {
  const keys = new Float64Array(capacity);
  const nodes = new Int32Array(capacity);
  let size = 0;
  const place = (at: number, key: number, node: number) => {
    keys[at] = key;
    nodes[at] = node;
  };
  return {
    size: () => size,
    topKey: () => keys[0]!,
    push: (key: number, node: number) => {
      let at = size++;
      while (at > 0 && keys[(at - 1) >> 1]! > key) {
        place(at, keys[(at - 1) >> 1]!, nodes[(at - 1) >> 1]!);
        at = (at - 1) >> 1;
      }
      place(at, key, node);
    },
    pop: (): number => {
      const top = nodes[0]!;
      size -= 1;
      const key = keys[size]!;
      const node = nodes[size]!;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const smaller = left + 1 < size && keys[left + 1]! < keys[left]! ? left + 1 : left;
        if (smaller >= size || keys[smaller]! >= key) break;
        place(at, keys[smaller]!, nodes[smaller]!);
        at = smaller;
      }
      place(at, key, node);
      return top;
    },
  };
};
