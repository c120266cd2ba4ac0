import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '../../commands/handler/command-handler';

/**
 * A client that retries a write sends the same Idempotency-Key, which becomes the command
 * id: the retried request then finds its events already stored and changes nothing.
 */
export const commandContextOf = (request: FastifyRequest): CommandContext => {
  const key = request.headers['idempotency-key'];
  const commandId = typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : randomUUID();
  return { commandId, userId: request.account?.id ?? null };
};
