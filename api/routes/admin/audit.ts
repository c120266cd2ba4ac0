import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '@contract/admin';
import { listStatusChanges } from '../../../projections/audit/audit-history';
import type { AppDependencies } from '../../dependencies';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { toCsv } from './csv';
import { translateMessage } from '@domain/shared/messages/translate';
import { languageOf } from '../../plugins/language';

const MAX_EXPORT_ROWS = 100_000;

/**
 * The audit trail (who changed which status, when, from and to), per entity or across all,
 * filterable by entity type, actor and dates; as JSON pages or one CSV file. Super users only.
 */
export const auditRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  route(app, adminEndpoints.statusChanges, async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const { rows, total } = await listStatusChanges(deps.db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
    return ok('Status changes', { rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })), total, page, pageSize });
  });

  route(app, adminEndpoints.statusChangesCsv, async (request, reply) => {
    const { rows } = await listStatusChanges(deps.db, request.query, { limit: MAX_EXPORT_ROWS, offset: 0 });
    const csv = toCsv(
      ['When (UTC)', 'Entity type', 'Entity id', 'Entity name', 'From', 'To', 'Changed by', 'Changed by (id)', 'Detail'].map((heading) =>
        translateMessage(heading, languageOf(request)),
      ),
      rows.map((row) => [row.at, row.entityType, row.entityId, row.entityName, row.from, row.to, row.actorName, row.actorId, row.detail]),
    );
    const stamp = deps.clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="status-changes-${stamp}.csv"`)
      .send(csv);
  });
};
