import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer says its Content-Type is meant: a JSON error or an uploaded file is never
 * sniffed by a browser into a page or a script.
 */
export const nosniffPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
});
