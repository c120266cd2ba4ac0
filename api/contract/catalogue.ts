import { z } from 'zod';
import { committeeCategory } from '@domain/catalogue/committees';
import { countryEntry, countryTiers } from '@domain/catalogue/countries';
import { FILL_ALL_FIELDS, requiredText } from '@domain/catalogue/fields';
import { endpoint } from './endpoint';

/** An entry's id as the lists give it (a number); the writes take it back in the path. */
const entryId = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

/**
 * The four calls every catalogue has (spec §7 "Leadership roles and catalogue committees",
 * countries): anyone signed in reads the list (organisers pick from it), super users write.
 */
const catalogueEndpoints = <const Tag extends string, Body extends z.ZodType, Row extends z.ZodType>(catalogue: {
  tag: Tag;
  base: string;
  names: { list: string; add: string; update: string; remove: string };
  body: Body;
  row: Row;
}) => ({
  list: endpoint({
    method: 'GET',
    path: `/api/v1/${catalogue.base}/${catalogue.names.list}`,
    access: 'signed-in',
    tag: catalogue.tag,
    summary: `Every entry of the ${catalogue.tag} catalogue`,
    data: z.array(catalogue.row),
  }),
  add: endpoint({
    method: 'POST',
    path: `/api/v1/${catalogue.base}/${catalogue.names.add}`,
    access: 'superuser',
    tag: catalogue.tag,
    summary: `Add an entry to the ${catalogue.tag} catalogue`,
    body: catalogue.body,
    data: catalogue.row.nullable(),
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: `/api/v1/${catalogue.base}/${catalogue.names.update}/:id`,
    access: 'superuser',
    tag: catalogue.tag,
    summary: `Change an entry of the ${catalogue.tag} catalogue (the whole entry is sent)`,
    params: entryId,
    body: catalogue.body,
    data: catalogue.row,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `/api/v1/${catalogue.base}/${catalogue.names.remove}/:id`,
    access: 'superuser',
    tag: catalogue.tag,
    summary: `Delete an entry of the ${catalogue.tag} catalogue`,
    params: entryId,
    data: z.object({ id: z.number() }),
  }),
});

export const leadershipRoleRow = z.object({ id: z.number(), abbr: z.string(), leadership_role: z.string() });
export const committeeRow = z.object({ id: z.number(), abbr: z.string(), committee: z.string(), category: committeeCategory });
export const countryRow = z.object({ id: z.number(), name: z.string(), code: z.string(), tier: z.enum(countryTiers) });

export const leadershipRoleEndpoints = catalogueEndpoints({
  tag: 'leadership-roles',
  base: 'leadership-roles',
  names: { list: 'all-leadership-roles', add: 'add-leadership-role', update: 'update-leadership-role', remove: 'delete-leadership-role' },
  body: z.object({ abbr: requiredText, leadership_role: requiredText }, { error: FILL_ALL_FIELDS }),
  row: leadershipRoleRow,
});

export const committeeEndpoints = catalogueEndpoints({
  tag: 'committees',
  base: 'committees',
  names: { list: 'all-committees', add: 'add-committee', update: 'update-committee', remove: 'delete-committee' },
  body: z.object({ abbr: requiredText, committee: requiredText, category: committeeCategory }, { error: FILL_ALL_FIELDS }),
  row: committeeRow,
});

export const countryEndpoints = catalogueEndpoints({
  tag: 'countries',
  base: 'countries',
  names: { list: 'all-countries', add: 'add-country', update: 'update-country', remove: 'delete-country' },
  body: countryEntry,
  row: countryRow,
});
