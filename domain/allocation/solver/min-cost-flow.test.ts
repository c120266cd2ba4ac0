import { describe, expect, it } from 'vitest';
import { FlowNetwork } from './min-cost-flow';
import { seededRandom } from './testing/seeded-random';

interface Edge {
  from: number;
  to: number;
  capacity: number;
  cost: number;
}

/** Every integral flow on every edge, kept if it is conserved: the most flow, then the least cost. */
const bruteForce = (nodes: number, edges: readonly Edge[], source: number, sink: number) => {
  let best = { flow: 0, cost: 0 };
  const amounts = new Array<number>(edges.length).fill(0);
  const visit = (index: number) => {
    if (index === edges.length) {
      const balance = new Array<number>(nodes).fill(0);
      edges.forEach((edge, at) => {
        balance[edge.from]! -= amounts[at]!;
        balance[edge.to]! += amounts[at]!;
      });
      if (balance.some((value, node) => value !== 0 && node !== source && node !== sink)) return;
      const flow = balance[sink]!;
      const cost = edges.reduce((sum, edge, at) => sum + edge.cost * amounts[at]!, 0);
      if (flow > best.flow || (flow === best.flow && cost < best.cost)) best = { flow, cost };
      return;
    }
    for (let amount = 0; amount <= edges[index]!.capacity; amount += 1) {
      amounts[index] = amount;
      visit(index + 1);
    }
  };
  visit(0);
  return best;
};

const solve = (nodes: number, edges: readonly Edge[], source: number, sink: number) => {
  const network = new FlowNetwork(nodes, edges.length);
  const handles = edges.map((edge) => network.addEdge(edge.from, edge.to, edge.capacity, edge.cost));
  return { ...network.maxFlowMinCost(source, sink), flows: handles.map((handle) => network.flow(handle)) };
};

describe('FlowNetwork.maxFlowMinCost', () => {
  it('sends the most flow, by the cheapest paths, and says what went along each edge', () => {
    const edges = [
      { from: 0, to: 1, capacity: 2, cost: 1 },
      { from: 0, to: 2, capacity: 1, cost: 5 },
      { from: 1, to: 3, capacity: 1, cost: 1 },
      { from: 1, to: 2, capacity: 1, cost: 1 },
      { from: 2, to: 3, capacity: 2, cost: 1 },
    ];
    expect(solve(4, edges, 0, 3)).toEqual({ flow: 3, cost: 2 + 3 + 6, tie: 0, flows: [2, 1, 1, 1, 2] });
  });

  it('matches exhaustive search on 300 random small networks (seeded), cycles and parallel edges included', () => {
    const random = seededRandom(42);
    for (let run = 0; run < 300; run += 1) {
      const nodes = 2 + random.below(4);
      const edges = Array.from({ length: 1 + random.below(7) }, () => ({
        from: random.below(nodes),
        to: random.below(nodes),
        capacity: random.below(3),
        cost: random.below(6),
      })).filter((edge) => edge.from !== edge.to);
      const sink = nodes - 1;
      const { flow, cost } = solve(nodes, edges, 0, sink);
      expect({ flow, cost }, `run ${run}`).toEqual(bruteForce(nodes, edges, 0, sink));
    }
  });
});
