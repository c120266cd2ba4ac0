import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../dependencies';

const check = z.object({ ok: z.boolean(), detail: z.string().optional() });
const healthData = z.object({
  eventStore: check.extend({ head: z.string().optional() }),
  readModels: z.array(
    z.object({ name: z.string(), checkpoint: z.string().nullable(), head: z.string().nullable(), lagging: z.boolean(), active: z.boolean().optional() }),
  ),
  redis: check,
});

const probe = async <T>(run: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; detail: string }> => {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
};

/** Liveness and readiness in one: event store reachable, projection lag, Redis reachable. */
export const healthRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/health',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ success: z.boolean(), message: z.string(), data: healthData }),
          503: z.object({ success: z.boolean(), message: z.string(), data: healthData }),
        },
      },
    },
    async (_request, reply) => {
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
      return { success: healthy, message: healthy ? 'OK' : 'Degraded', data };
    },
  );
};
