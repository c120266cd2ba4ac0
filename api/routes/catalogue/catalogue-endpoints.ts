import type { FastifyInstance } from 'fastify';
import { committeeEndpoints, countryEndpoints, leadershipRoleEndpoints } from '@contract/catalogue';
import { committees, type CommitteeEntry } from '@domain/catalogue/committees';
import { countries, type CountryEntry } from '@domain/catalogue/countries';
import { leadershipRoles } from '@domain/catalogue/leadership-roles';
import { committeesList, countriesList, leadershipRolesList } from '../../../projections/catalogue-lists/read-models';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { eventCommitteeViewsProjection } from '../../../projections/workspace/event-committee-views/event-committee-views';
import { eventLeaderViewsProjection } from '../../../projections/workspace/event-leader-views/event-leader-views';
import type { AppDependencies } from '../../dependencies';
import { catalogueRoutes } from './catalogue-routes';

/** The spec's catalogue calls (§7 "Leadership roles and catalogue committees", countries). */
export const catalogueEndpoints = async (app: FastifyInstance, deps: AppDependencies) => {
  catalogueRoutes(app, deps, {
    endpoints: leadershipRoleEndpoints,
    toEntry: (body: { abbr: string; leadership_role: string }) => ({ abbr: body.abbr, leadershipRole: body.leadership_role }),
    catalogue: leadershipRoles,
    readModel: leadershipRolesList,
    shownIn: [eventLeaderViewsProjection],
    messages: {
      listed: 'Leadership roles fetched successfully',
      created: 'Leadership role created successfully',
      updated: 'Leadership role updated successfully',
      deleted: 'Leadership role deleted successfully',
    },
  });

  catalogueRoutes(app, deps, {
    endpoints: committeeEndpoints,
    toEntry: (body: CommitteeEntry) => body,
    catalogue: committees,
    readModel: committeesList,
    shownIn: [registrationViewsProjection, eventCommitteeViewsProjection],
    messages: {
      listed: 'Committees fetched successfully',
      created: 'Committee created successfully',
      updated: 'Committee updated successfully',
      deleted: 'Committee deleted successfully',
    },
  });

  catalogueRoutes(app, deps, {
    endpoints: countryEndpoints,
    toEntry: (body: CountryEntry) => body,
    catalogue: countries,
    readModel: countriesList,
    shownIn: [registrationViewsProjection],
    messages: {
      listed: 'Countries fetched successfully',
      created: 'Country created successfully',
      updated: 'Country updated successfully',
      deleted: 'Country deleted successfully',
    },
  });
};
