import { paths } from '../../config/paths';

/** The History page scoped to one entity: where a list row's History item leads. */
export const historyHref = (entityType: string, entityId: string): string =>
  `${paths.superUser.history.getHref()}?${new URLSearchParams({ entityType, entityId }).toString()}`;
