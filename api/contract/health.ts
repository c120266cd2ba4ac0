import { z } from 'zod';
import { endpoint } from './endpoint';

const check = z.object({ ok: z.boolean(), detail: z.string().optional() });

export const healthData = z.object({
  eventStore: check.extend({ head: z.string().optional() }),
  readModels: z.array(
    z.object({
      name: z.string(),
      checkpoint: z.string().nullable(),
      head: z.string().nullable(),
      lagging: z.boolean(),
      active: z.boolean().optional(),
    }),
  ),
  redis: check,
});

/** Liveness and readiness in one. */
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/v1/health',
    access: 'public',
    tag: 'health',
    summary: 'Event store reachable, projection lag, Redis reachable (503 with the same data, success false, when any is not)',
    data: healthData,
  }),
};
