import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listStatusChanges, statusChangeFilters, statusChangeRow } from '../../../projections/audit/status-history';
import type { AppDependencies } from '../../dependencies';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import { toCsv } from './csv';

const MAX_EXPORT_ROWS = 100_000;


const pageQuery = statusChangeFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

/**
 * The audit trail (who changed which status, when, from and to), per entity or across all,
 * filterable by entity type, actor and dates; as JSON pages or one CSV file. Super users only.
 */
export const auditRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit'];

  api.get(
    '/api/v1/audit/status-changes',
    {
      schema: {
        tags,
        summary: 'Status changes, newest first',
        querystring: pageQuery,
        response: {
          200: envelope(z.object({ rows: z.array(statusChangeRow), total: z.number(), page: z.number(), pageSize: z.number() })),
          ...errorResponses,
        },
      },
      onRequest: app.requireSuperUser,
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      const { rows, total } = await listStatusChanges(deps.db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
      return ok('Status changes', { rows, total, page, pageSize });
    },
  );

  api.get(
    '/api/v1/audit/status-changes.csv',
    {
      schema: { tags, summary: 'The same status changes as a CSV file', querystring: statusChangeFilters },
      onRequest: app.requireSuperUser,
    },
    async (request, reply) => {
      const { rows } = await listStatusChanges(deps.db, request.query, { limit: MAX_EXPORT_ROWS, offset: 0 });
      const csv = toCsv(
        ['When (UTC)', 'Entity type', 'Entity id', 'Entity name', 'From', 'To', 'Changed by', 'Changed by (id)', 'Detail'],
        rows.map((row) => [row.at, row.entityType, row.entityId, row.entityName, row.from, row.to, row.actorName, row.actorId, row.detail]),
      );
      const stamp = deps.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="status-changes-${stamp}.csv"`)
        .send(csv);
    },
  );
};
