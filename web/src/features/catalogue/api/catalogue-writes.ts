/** A catalogue entry's id as the lists give it. */
export type CatalogueId = number;

export interface CatalogueUpdate<Values> {
  id: CatalogueId;
  values: Values;
}

/**
 * The writes of a catalogue (api/contract/catalogue.ts) resolve to true, or undefined when the
 * call ended the session (401): the screen does not read their answers, it reloads the list.
 */
export const acknowledged = (answer: unknown) => (answer === undefined ? undefined : (true as const));
