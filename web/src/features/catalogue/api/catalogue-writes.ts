import { acknowledged, apiRequest } from '../../../lib/api-client';

/** A catalogue entry's id as the lists give it. */
export type CatalogueId = number | string;

export interface CatalogueUpdate<Values> {
  id: CatalogueId;
  values: Values;
}

const entryPath = (path: string, id: CatalogueId) => `${path}/${encodeURIComponent(String(id))}`;

/*
 * The three writes every catalogue has (api/routes/catalogue/catalogue-routes.ts): the screen
 * does not read their answers, it reloads the list. Each resolves to true, or undefined when
 * the call ended the session (401).
 */

/** POST {path} with the entry. */
export const addEntry =
  <Values>(path: string) =>
  (values: Values) =>
    apiRequest(path, { method: 'POST', schema: acknowledged, body: values });

/** PATCH {path}/{id} with the whole entry. */
export const updateEntry =
  <Values>(path: string) =>
  ({ id, values }: CatalogueUpdate<Values>) =>
    apiRequest(entryPath(path, id), { method: 'PATCH', schema: acknowledged, body: values });

/** DELETE {path}/{id} */
export const deleteEntry = (path: string) => (id: CatalogueId) => apiRequest(entryPath(path, id), { method: 'DELETE', schema: acknowledged });
