import type { FastifyInstance } from 'fastify';
import { delegationsEndpoints } from '@contract/delegations';
import { delegationMessages, schoolKeyOf } from '@domain/delegations/delegation';
import { DomainError } from '@domain/shared/errors';
import { findDelegations } from '../../../projections/delegations/delegation-views';
import { findProfile } from '../../../projections/users/profiles-projection';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/**
 * A teacher's school delegation. The school is the one their profile names now (read from the
 * profiles, which a profile change waits for), so a teacher who moves school sees the new one's
 * delegation from their next call; a student is refused.
 */
export const delegationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, delegationsEndpoints.mine, async (request) => {
    const profile = await findProfile(deps.db, request.account!.id);
    if (profile?.role !== 'teacher') throw new DomainError('forbidden', 'TEACHERS_ONLY', delegationMessages.teachersOnly);
    const schoolKey = schoolKeyOf({ schoolId: profile.school_id, customSchoolName: profile.custom_school_name });
    const delegations = schoolKey === null ? [] : await findDelegations(deps.db, schoolKey);
    return ok('Delegation fetched successfully', delegations);
  });
};
