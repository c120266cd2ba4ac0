import { createCatalogueListReadModel } from './catalogue-list-projection';

export const leadershipRolesList = createCatalogueListReadModel({
  name: 'leadership_roles_list',
  eventPrefix: 'LeadershipRole',
  columns: { abbr: 'abbr', leadershipRole: 'leadership_role' },
});

export const committeesList = createCatalogueListReadModel({
  name: 'committees_list',
  eventPrefix: 'Committee',
  columns: { abbr: 'abbr', committee: 'committee', category: 'category' },
});

export const countriesList = createCatalogueListReadModel({
  name: 'countries_list',
  eventPrefix: 'Country',
  columns: { name: 'name', code: 'code', tier: 'tier' },
});
