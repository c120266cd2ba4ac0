import type { FastifyInstance } from 'fastify';
import { delegationsEndpoints } from '@contract/delegations';
import { delegationMessages, schoolKeyOf } from '@domain/delegations/delegation';
import { MAX_COUNTRY_WISHES } from '@domain/allocation/country-wishes';
import { DomainError } from '@domain/shared/errors';
import { loadCommitteesState, loadCountries } from '../../../commands/allocation/allocation-commands';
import { setCountryWishes } from '../../../commands/allocation/country-wishes-commands';
import { findDelegations } from '../../../projections/delegations/delegation-views';
import { findSchool } from '../../../projections/schools/schools-list';
import { findProfile } from '../../../projections/users/profiles-projection';
import type { AppDependencies } from '../../dependencies';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

/**
 * A teacher's school delegation. The school is the one their profile names now (read from the
 * profiles, which a profile change waits for), so a teacher who moves school sees the new one's
 * delegation from their next call; a student is refused.
 */
export const delegationRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const teachersSchool = async (userId: string) => {
    const profile = await findProfile(deps.db, userId);
    if (profile?.role !== 'teacher') throw new DomainError('forbidden', 'TEACHERS_ONLY', delegationMessages.teachersOnly);
    return { profile, key: schoolKeyOf({ schoolId: profile.school_id, customSchoolName: profile.custom_school_name }) };
  };

  route(app, delegationsEndpoints.mine, async (request) => {
    const { key } = await teachersSchool(request.account!.id);
    const delegations = key === null ? [] : await findDelegations(deps.db, key);
    return ok('Delegation fetched successfully', delegations);
  });

  /** The teacher's school, named, when it has delegates at the event; else the event is not theirs to wish for. */
  const delegationAt = async (userId: string, eventId: string) => {
    const { profile, key } = await teachersSchool(userId);
    const delegations = key === null ? [] : await findDelegations(deps.db, key);
    if (key === null || !delegations.some((delegation) => delegation.id === eventId))
      throw new DomainError('not_found', 'DELEGATION_NOT_FOUND', delegationMessages.noDelegation);
    const listed = profile.school_id ? await findSchool(deps.db, profile.school_id) : null;
    return { key, name: listed?.name ?? profile.custom_school_name ?? key };
  };

  const wishesOf = async (eventId: string, school: { key: string; name: string }) => ({
    school: school.name,
    countries: [...((await loadCommitteesState(deps.store, eventId)).countryWishes.get(school.key) ?? [])],
    max: MAX_COUNTRY_WISHES,
  });

  route(app, delegationsEndpoints.countryWishes, async (request) => {
    const school = await delegationAt(request.account!.id, request.params.eventId);
    return ok('Country wishes fetched successfully', await wishesOf(request.params.eventId, school));
  });

  route(app, delegationsEndpoints.setCountryWishes, async (request) => {
    const { eventId } = request.params;
    const school = await delegationAt(request.account!.id, eventId);
    const catalogue = new Map([...(await loadCountries(deps.store)).values()].map((country) => [country.id, country.name]));
    const result = await setCountryWishes(
      { store: deps.store, now: deps.clock() },
      { eventId, school: school.key, schoolName: school.name, countryIds: request.body.countryIds, catalogue, by: request.account!.id },
      commandContextOf(request),
    );
    return ok(result.events.length > 0 ? 'Country wishes saved' : 'Country wishes unchanged', await wishesOf(eventId, school));
  });
};
