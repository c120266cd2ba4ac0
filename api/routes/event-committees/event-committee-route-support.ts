import type { FastifyRequest } from 'fastify';
import { eventCommitteeErrors } from '@domain/workspace/event-committees';
import { findAgenda, findEventCommitteeById } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { assertManagesEvent } from '../../lib/event-access';

/** The event committee or agenda item a call names by id, once the caller is known to manage its event (404 when it does not exist). */
export const managedRows = (deps: AppDependencies) => {
  const manages = (request: FastifyRequest, eventId: string) => assertManagesEvent(deps.db, request.account!, eventId);
  return {
    manages,
    committee: async (request: FastifyRequest, id: string) => {
      const row = await findEventCommitteeById(deps.db, id);
      if (!row) throw eventCommitteeErrors.notFound();
      await manages(request, row.event_id);
      return row;
    },
    agenda: async (request: FastifyRequest, id: string) => {
      const row = await findAgenda(deps.db, id);
      if (!row) throw eventCommitteeErrors.agendaNotFound();
      await manages(request, row.event_id);
      return row;
    },
  };
};

type ChairsBody = { chair_username: string | null; deputy_chair1_username: string | null; deputy_chair2_username: string | null };

/** The chairs a body names, as the spec's fields (to check that they exist). */
export const chairFieldsOf = <Body extends ChairsBody>(body: Body) => ({
  chair_username: body.chair_username,
  deputy_chair1_username: body.deputy_chair1_username,
  deputy_chair2_username: body.deputy_chair2_username,
});

/** The chairs a body names, as the commands' settings. */
export const chairSettingsOf = <Body extends ChairsBody>(body: Body) => ({
  chairUsername: body.chair_username,
  deputyChair1Username: body.deputy_chair1_username,
  deputyChair2Username: body.deputy_chair2_username,
});
