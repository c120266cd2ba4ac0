import type { CommonQueryMethods } from 'slonik';
import type { z } from 'zod';
import type { agendaView } from '@contract/event-committees';
import type { Position } from '../../../commands/event-store/port';
import { DomainError } from '@domain/shared/errors';
import { committeeMessages } from '@domain/workspace/event-committee-rules';
import { committeesList } from '../../../projections/catalogue-lists/read-models';
import { auditHistoryProjection } from '../../../projections/audit/audit-history';
import { registrationViewsProjection } from '../../../projections/registrations/registration-views/registration-views';
import { findProfilesByUsernames } from '../../../projections/users/profiles-projection';
import type { AgendaRow } from '../../../projections/workspace/event-committees-list';
import { eventCommitteeViewsProjection } from '../../../projections/workspace/event-committee-views/event-committee-views';
import { eventCommitteesListProjection } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { eventDashboardProjection } from '../../../projections/workspace/event-dashboard';

export const agendaViewOf = (row: AgendaRow): z.infer<typeof agendaView> => ({
  id: row.id,
  agenda_abbr: row.agenda_abbr,
  agenda_title: row.agenda_title,
  event_committeeId: row.event_committee_id,
  eventId: row.event_id,
});

const catalogueById = async (db: CommonQueryMethods) =>
  new Map((await committeesList.listAll(db)).map((entry) => [String(entry.id), entry]));

const unknownCommittee = (message: string) => new DomainError('validation', 'VALIDATION_FAILED', message, { committeeId: message });

export const eventCommitteeSupport = (deps: AppDependencies) => ({
  environment: () => ({ store: deps.store, now: deps.clock() }),
  /** The committees and agendas lists (and the delegates' seats, named by their committee) show the write before the route answers. */
  settle: async (position: Position | null) => {
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [
        eventCommitteesListProjection.name,
        eventDashboardProjection.name,
        registrationViewsProjection.name,
        auditHistoryProjection.name,
        eventCommitteeViewsProjection.name,
      ],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  },
  /** The committee must come from the catalogue (§5: 'Please select a committee from the dropdown ...'). */
  catalogueCommittee: async (committeeId: string, message: string) => {
    const entry = (await catalogueById(deps.db)).get(committeeId);
    if (!entry) throw unknownCommittee(message);
    return { id: String(entry.id), abbr: entry.abbr ?? '', committee: entry.committee ?? '', category: entry.category ?? '' };
  },
  /** Every chair username given must name a person who exists. */
  assertUsersExist: async (chairs: Record<string, string | null>) => {
    const given = Object.entries(chairs).filter((entry): entry is [string, string] => entry[1] !== null);
    if (given.length === 0) return;
    const known = new Set(
      (
        await findProfilesByUsernames(
          deps.db,
          given.map(([, username]) => username),
        )
      ).map((profile) => profile.username),
    );
    const unknown = given.filter(([, username]) => !known.has(username));
    if (unknown.length === 0) return;
    const fieldErrors = Object.fromEntries(unknown.map(([field, username]) => [field, committeeMessages.unknownUser(username)]));
    throw new DomainError('validation', 'VALIDATION_FAILED', committeeMessages.unknownUser(unknown[0]![1]), fieldErrors);
  },
});
