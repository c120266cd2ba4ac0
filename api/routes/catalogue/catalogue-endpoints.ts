import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { committeeCategory, committees } from '@domain/catalogue/committees';
import { countries, countryEntry } from '@domain/catalogue/countries';
import { FILL_ALL_FIELDS, requiredText } from '@domain/catalogue/fields';
import { leadershipRoles } from '@domain/catalogue/leadership-roles';
import { committeesList, countriesList, leadershipRolesList } from '../../../projections/catalogue-lists/read-models';
import type { AppDependencies } from '../../dependencies';
import { catalogueRoutes } from './catalogue-routes';

/** The spec's catalogue calls (§7 "Leadership roles and catalogue committees", countries). */
export const catalogueEndpoints = async (app: FastifyInstance, deps: AppDependencies) => {
  catalogueRoutes(app, deps, {
    tag: 'leadership-roles',
    paths: {
      list: '/api/v1/leadership-roles/all-leadership-roles',
      add: '/api/v1/leadership-roles/add-leadership-role',
      update: '/api/v1/leadership-roles/update-leadership-role',
      remove: '/api/v1/leadership-roles/delete-leadership-role',
    },
    body: z.object({ abbr: requiredText, leadership_role: requiredText }, { error: FILL_ALL_FIELDS }),
    toEntry: (body) => ({ abbr: body.abbr, leadershipRole: body.leadership_role }),
    catalogue: leadershipRoles,
    readModel: leadershipRolesList,
    messages: {
      listed: 'Leadership roles fetched successfully',
      created: 'Leadership role created successfully',
      updated: 'Leadership role updated successfully',
      deleted: 'Leadership role deleted successfully',
    },
  });

  catalogueRoutes(app, deps, {
    tag: 'committees',
    paths: {
      list: '/api/v1/committees/all-committees',
      add: '/api/v1/committees/add-committee',
      update: '/api/v1/committees/update-committee',
      remove: '/api/v1/committees/delete-committee',
    },
    body: z.object({ abbr: requiredText, committee: requiredText, category: committeeCategory }, { error: FILL_ALL_FIELDS }),
    toEntry: (body) => body,
    catalogue: committees,
    readModel: committeesList,
    messages: {
      listed: 'Committees fetched successfully',
      created: 'Committee created successfully',
      updated: 'Committee updated successfully',
      deleted: 'Committee deleted successfully',
    },
  });

  catalogueRoutes(app, deps, {
    tag: 'countries',
    paths: {
      list: '/api/v1/countries/all-countries',
      add: '/api/v1/countries/add-country',
      update: '/api/v1/countries/update-country',
      remove: '/api/v1/countries/delete-country',
    },
    body: countryEntry,
    toEntry: (body) => body,
    catalogue: countries,
    readModel: countriesList,
    messages: {
      listed: 'Countries fetched successfully',
      created: 'Country created successfully',
      updated: 'Country updated successfully',
      deleted: 'Country deleted successfully',
    },
  });
};
