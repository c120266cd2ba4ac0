import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '@contract/health';
import type { AppDependencies } from '../dependencies';
import { route, type ContractAnswer } from '../lib/route';

const probe = async <T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; detail: string }> => {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
};

/** Liveness and readiness in one: event store reachable, projection lag, Redis reachable. */
export const healthRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, healthEndpoints.health, async (_request, reply) => {
    const [head, readModels, redis] = await Promise.all([
      probe(() => deps.store.headPosition()),
      probe(() => deps.readModels.status()),
      probe(() => deps.redis.ping()),
    ]);
    const data = {
      eventStore: head.ok ? { ok: true, head: head.value } : { ok: false, detail: head.detail },
      readModels: readModels.ok ? readModels.value : [],
      redis: redis.ok ? { ok: true } : { ok: false, detail: redis.detail },
    };
    const healthy = head.ok && readModels.ok && redis.ok;
    reply.status(healthy ? 200 : 503);
    // A degraded service answers 503 with the same data and success false, so a probe reads what failed.
    return { success: healthy, message: healthy ? 'OK' : 'Degraded', data } as ContractAnswer<typeof healthEndpoints.health>;
  });
};
