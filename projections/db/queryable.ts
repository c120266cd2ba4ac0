import { sql, type CommonQueryMethods, type PrimitiveValueExpression } from 'slonik';
import type { Queryable } from '../../commands/event-store/postgres/postgres-event-store';

const PLACEHOLDER = /\$(\d+)/g;

/**
 * A slonik connection as the `pg`-style connection the Postgres event store's statements run on
 * (`query(text, params)`), so that an append can share a transaction with read-model writes. The
 * store's statements are constant texts with `$n` placeholders; each becomes a slonik value
 * (an array of text for an array, which the statement casts).
 */
export const queryableOf = (db: CommonQueryMethods): Queryable =>
  ({
    query: async (text: string, params: readonly unknown[] = []) => {
      const parts: string[] = [];
      const values: Array<PrimitiveValueExpression | ReturnType<typeof sql.array>> = [];
      let from = 0;
      for (const match of text.matchAll(PLACEHOLDER)) {
        parts.push(text.slice(from, match.index));
        const value = params[Number(match[1]) - 1];
        values.push(Array.isArray(value) ? sql.array(value.map(String), 'text') : (value as PrimitiveValueExpression));
        from = match.index + match[0].length;
      }
      parts.push(text.slice(from));
      // slonik accepts only a template literal's strings: frozen, with their raw twin.
      const strings = Object.freeze(Object.assign([...parts], { raw: Object.freeze([...parts]) })) as TemplateStringsArray;
      return db.query(sql.unsafe(strings, ...values));
    },
  }) as unknown as Queryable;
