import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Position } from '../../../commands/event-store/port';
import { organiserErrors } from '../../../domain/organisers/organiser';
import { DomainError } from '../../../domain/shared/errors';
import { findOrganiser, organisersListProjection } from '../../../projections/organisers/organisers-list';
import { userAccountsProjection } from '../../../projections/users/accounts-projection';
import type { AppDependencies } from '../../dependencies';
import { loadOrganiserViews, type OrganiserView } from './organiser-view';

/** What every organiser route needs: the command environment, the wait, the answer's row. */
export const organiserSupport = (deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, now: deps.clock() }),
  /** The list and the session's organiser id both show the write before the route answers. */
  settle: async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [organisersListProjection.name, userAccountsProjection.name],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  },
  viewOf: async (organiserId: string): Promise<OrganiserView> => {
    const row = await findOrganiser(deps.db, organiserId);
    const [view] = row ? await loadOrganiserViews(deps.db, [row]) : [];
    if (!view) throw organiserErrors.notFound();
    return view;
  },
});

/** `If-Match: "3"` (or 3, or W/"3"): the revision the client saw, to act only on that. */
export const ifMatchRevision = (request: FastifyRequest): number | undefined => {
  const header = request.headers['if-match'];
  if (header === undefined || header === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!match) throw new DomainError('validation', 'INVALID_IF_MATCH', 'If-Match must be the revision of the organiser, e.g. "3"');
  return Number(match[1]);
};

export const idParams = z.object({ id: z.string().min(1).max(100) });
export const userIdParams = z.object({ userId: z.string().min(1).max(100) });

/** Bodies are checked field by field in the domain's schemas, so every message is the spec's own. */
export const anyBody = z.record(z.string(), z.unknown()).nullish();
