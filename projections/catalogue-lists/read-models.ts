import { createCatalogueListReadModel } from './catalogue-list-projection';

const leadershipRoles = { eventPrefix: 'LeadershipRole', columns: { abbr: 'abbr', leadershipRole: 'leadership_role' } };
const committees = { eventPrefix: 'Committee', columns: { abbr: 'abbr', committee: 'committee', category: 'category' } };
const countries = { eventPrefix: 'Country', columns: { name: 'name', code: 'code', tier: 'tier' } };

export const leadershipRolesList = createCatalogueListReadModel({ name: 'leadership_roles_list', ...leadershipRoles });
export const committeesList = createCatalogueListReadModel({ name: 'committees_list', ...committees });
export const countriesList = createCatalogueListReadModel({ name: 'countries_list', ...countries });

/**
 * A catalogue's copy kept inside a screen's answer read model (`name`), by the same code as the
 * catalogue's own list, in a table of its own so two copies can sit side by side.
 */
export const copyOfLeadershipRoles = (name: string) =>
  createCatalogueListReadModel({ name, ...leadershipRoles, tableName: 'catalogue_roles' });
export const copyOfCommittees = (name: string) => createCatalogueListReadModel({ name, ...committees, tableName: 'catalogue_committees' });
export const copyOfCountries = (name: string) => createCatalogueListReadModel({ name, ...countries, tableName: 'catalogue_countries' });
