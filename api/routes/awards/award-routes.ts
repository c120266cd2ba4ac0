import type { FastifyInstance } from 'fastify';
import { awardsEndpoints, type NominationView } from '@contract/awards';
import type { AwardsState, Nomination } from '@domain/awards/awards';
import { delegationMessages, schoolKeyOf } from '@domain/delegations/delegation';
import { DomainError } from '@domain/shared/errors';
import { loadCommitteesState, loadCountries } from '../../../commands/allocation/allocation-commands';
import {
  decideNomination,
  loadAwardsState,
  nominateForAward,
  setAwardKinds,
  withdrawNomination,
} from '../../../commands/awards/award-commands';
import type { CommandResult } from '../../../commands/handler/command-handler';
import {
  awardNominationsProjection,
  listConfirmedAwardsOf,
  listNominations,
  type NominationRow,
} from '../../../projections/awards/award-nominations';
import { findDelegations } from '../../../projections/delegations/delegation-views';
import { findEvent } from '../../../projections/events/events-list';
import { findActiveRegistration } from '../../../projections/registrations/registrations-list';
import { findRegistrationAnswers } from '../../../projections/registrations/registration-views/registration-views';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import { findProfile } from '../../../projections/users/profiles-projection';
import { listEventCommittees } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { assertRunsCommittee, chairsOf } from '../../lib/chair-access';
import { commandContextOf } from '../../lib/command-context';
import { assertManagesEvent, managesEvent } from '../../lib/event-access';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';

const eventNotFound = () => new DomainError('not_found', 'EVENT_NOT_FOUND', 'Event not found');

/** A nomination as stored (the awards stream) or as listed (the read model): the same fields. */
interface NominationLike {
  registrationId: string;
  kindId: string;
  kindName: string;
  eventCommitteeId: string;
  countryId: string | null;
  status: Nomination['status'];
  nominatedAt: string;
  decidedAt: string | null;
}
const fromRow = (row: NominationRow): NominationLike => ({
  registrationId: row.registration_id,
  kindId: row.kind_id,
  kindName: row.kind_name,
  eventCommitteeId: row.event_committee_id,
  countryId: row.country_id,
  status: row.status,
  nominatedAt: row.nominated_at,
  decidedAt: row.decided_at,
});

/**
 * Awards: the organiser's kinds, the chairs' nominations, the organiser's decisions, and the
 * confirmed awards on the results page, the delegate's page and the school's delegation. Names
 * come from the registrations' read model when asked for (an erased person's name is gone), and
 * a delegate no longer registered shows no award ("leaving ends everything").
 */
export const awardRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (result: CommandResult<unknown>) => {
    const position = result.position ?? result.basedOn;
    if (position)
      await deps.readModels.waitFor(position, {
        projections: [awardNominationsProjection.name],
        timeoutMs: deps.config.PROJECTION_WAIT_MS,
      });
  };

  /** Names for these nominations: the kind's current name, the committee, the country, the delegate and school while registered. */
  const viewsOf = async (eventId: string, nominations: readonly NominationLike[], state: AwardsState): Promise<NominationView[]> => {
    if (nominations.length === 0) return [];
    const [committees, countries, registrations] = await Promise.all([
      listEventCommittees(deps.db, eventId),
      loadCountries(deps.store),
      findRegistrationAnswers(deps.db, [...new Set(nominations.map((nomination) => nomination.registrationId))], 'draft'),
    ]);
    const abbrOf = new Map(committees.map((committee) => [committee.id, committee.abbr]));
    const kindName = new Map(state.kinds.map((kind) => [kind.id, kind.name]));
    const registrationOf = new Map(registrations.map((registration) => [registration.id, registration]));
    return nominations.flatMap((nomination) => {
      const registration = registrationOf.get(nomination.registrationId);
      if (registration?.status !== 'registered') return [];
      return [
        {
          delegateId: nomination.registrationId,
          kindId: nomination.kindId,
          kind: kindName.get(nomination.kindId) ?? nomination.kindName,
          committeeId: nomination.eventCommitteeId,
          committee: abbrOf.get(nomination.eventCommitteeId) ?? null,
          country: nomination.countryId === null ? null : (countries.get(nomination.countryId)?.name ?? null),
          delegate: registration.user.fullname,
          school: registration.user.school?.name ?? null,
          status: nomination.status,
          nominated_at: nomination.nominatedAt,
          decided_at: nomination.decidedAt,
        },
      ];
    });
  };

  /** A committee's awards for its chairs, from the awards stream as stored and the delegates seated in it now. */
  const committeeView = async (eventId: string, committee: { id: string; abbr: string }) => {
    const [state, committees, countries] = await Promise.all([
      loadAwardsState(deps.store, eventId),
      loadCommitteesState(deps.store, eventId),
      loadCountries(deps.store),
    ]);
    const seated = [...committees.allocation.assignments].filter(([, seat]) => seat.eventCommitteeId === committee.id);
    const registrations = await findRegistrationAnswers(
      deps.db,
      seated.map(([registrationId]) => registrationId),
      'draft',
    );
    const countryOf = new Map(seated.map(([registrationId, seat]) => [registrationId, seat.countryId]));
    const delegates = registrations
      .filter((registration) => registration.status === 'registered')
      .map((registration) => {
        const countryId = countryOf.get(registration.id) ?? null;
        return {
          id: registration.id,
          fullname: registration.user.fullname,
          country: countryId === null ? null : (countries.get(countryId)?.name ?? null),
        };
      })
      .sort((a, b) => (a.country ?? '~').localeCompare(b.country ?? '~') || (a.fullname ?? '').localeCompare(b.fullname ?? ''));
    const own = [...state.nominations.values()].filter(
      (nomination) => nomination.eventCommitteeId === committee.id && nomination.status !== 'withdrawn',
    );
    return {
      committee: { id: committee.id, abbr: committee.abbr },
      kinds: [...state.kinds],
      delegates,
      nominations: await viewsOf(eventId, own, state),
    };
  };

  /** One nomination as stored now, for the organiser's decisions' answers. */
  const storedNomination = async (eventId: string, registrationId: string, kindId: string): Promise<NominationView> => {
    const state = await loadAwardsState(deps.store, eventId);
    const nomination = [...state.nominations.values()].find((each) => each.registrationId === registrationId && each.kindId === kindId);
    const [view] = nomination ? await viewsOf(eventId, [nomination], state) : [];
    if (!view) throw new DomainError('not_found', 'NOMINATION_NOT_FOUND', 'Nomination not found');
    return view;
  };

  /** The event's chairs (while it is approved) see its kinds and results, as in their room. */
  const chairsEvent = async (account: AccountRow, eventId: string) => {
    const event = await findEvent(deps.db, eventId);
    if (!event || event.status !== 'approved' || account.username === null) return false;
    return (await listEventCommittees(deps.db, eventId)).some((committee) => chairsOf(committee).includes(account.username!));
  };

  route(app, awardsEndpoints.kinds, async (request) => {
    const { eventId } = request.params;
    if (!(await findEvent(deps.db, eventId))) throw eventNotFound();
    if (!(await managesEvent(deps.db, request.account!, eventId)) && !(await chairsEvent(request.account!, eventId)))
      throw new DomainError('forbidden', 'NOT_THE_CHAIR', "Only the event's organiser and its chairs can see its awards");
    return ok('Awards fetched successfully', { kinds: [...(await loadAwardsState(deps.store, eventId)).kinds] });
  });

  route(app, awardsEndpoints.setKinds, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const result = await setAwardKinds(
      environment(),
      { eventId, kinds: request.body.kinds, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result);
    return ok(result.events.length > 0 ? 'Awards saved' : 'Awards unchanged', {
      kinds: [...(await loadAwardsState(deps.store, eventId)).kinds],
    });
  });

  route(app, awardsEndpoints.committee, async (request) => {
    const { eventId, eventCommitteeId } = request.params;
    const { committee } = await assertRunsCommittee(deps.db, request.account!, eventId, eventCommitteeId);
    return ok('Committee awards fetched successfully', await committeeView(eventId, committee));
  });

  route(app, awardsEndpoints.nominate, async (request) => {
    const { eventId, eventCommitteeId } = request.params;
    const { committee } = await assertRunsCommittee(deps.db, request.account!, eventId, eventCommitteeId);
    const { registrationId, kindId } = request.body;
    const result = await nominateForAward(
      environment(),
      { eventId, eventCommitteeId, registrationId, kindId, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result);
    return ok(result.events.length > 0 ? 'Nomination made' : 'Already nominated', await committeeView(eventId, committee));
  });

  route(app, awardsEndpoints.withdraw, async (request) => {
    const { eventId, eventCommitteeId, registrationId, kindId } = request.params;
    const { committee } = await assertRunsCommittee(deps.db, request.account!, eventId, eventCommitteeId);
    const result = await withdrawNomination(
      environment(),
      { eventId, eventCommitteeId, registrationId, kindId, by: request.account!.id },
      commandContextOf(request),
    );
    await settle(result);
    return ok(result.events.length > 0 ? 'Nomination withdrawn' : 'Nomination already withdrawn', await committeeView(eventId, committee));
  });

  route(app, awardsEndpoints.nominations, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const [state, rows] = await Promise.all([loadAwardsState(deps.store, eventId), listNominations(deps.db, eventId)]);
    const shown = rows.map(fromRow).filter((nomination) => nomination.status !== 'withdrawn');
    return ok('Nominations fetched successfully', { kinds: [...state.kinds], nominations: await viewsOf(eventId, shown, state) });
  });

  const decisions = [
    [awardsEndpoints.confirm, 'ConfirmAward', 'Award confirmed', 'Award already confirmed'],
    [awardsEndpoints.reject, 'RejectNomination', 'Nomination rejected', 'Nomination already rejected'],
    [awardsEndpoints.revoke, 'RevokeAward', 'Award revoked', 'Award already revoked'],
  ] as const;
  for (const [endpoint, decision, done, unchanged] of decisions) {
    route(app, endpoint, async (request) => {
      const { eventId, registrationId, kindId } = request.params;
      await assertManagesEvent(deps.db, request.account!, eventId);
      const result = await decideNomination(
        environment(),
        { eventId, registrationId, kindId, decision, by: request.account!.id },
        commandContextOf(request),
      );
      await settle(result);
      return ok(result.events.length > 0 ? done : unchanged, await storedNomination(eventId, registrationId, kindId));
    });
  }

  route(app, awardsEndpoints.results, async (request) => {
    const { eventId } = request.params;
    const account = request.account!;
    const event = await findEvent(deps.db, eventId);
    if (!event) throw eventNotFound();
    const mayRead =
      (await managesEvent(deps.db, account, eventId)) ||
      (await findActiveRegistration(deps.db, eventId, account.id)) !== null ||
      (await chairsEvent(account, eventId));
    if (!mayRead)
      throw new DomainError('forbidden', 'NOT_A_DELEGATE', "Only the event's organiser, its chairs and its delegates can see this");
    const [state, rows] = await Promise.all([
      loadAwardsState(deps.store, eventId),
      listNominations(deps.db, eventId, { status: 'confirmed' }),
    ]);
    const views = await viewsOf(eventId, rows.map(fromRow), state);
    const kindOrder = new Map(state.kinds.map((kind, index) => [kind.id, index]));
    const awards = views
      .sort(
        (a, b) =>
          (a.committee ?? '').localeCompare(b.committee ?? '') ||
          (kindOrder.get(a.kindId) ?? 99) - (kindOrder.get(b.kindId) ?? 99) ||
          (a.country ?? '').localeCompare(b.country ?? ''),
      )
      .map(({ kind, committee, country, delegate, school }) => ({ kind, committee, country, delegate, school }));
    return ok('Results fetched successfully', { event: event.name, awards });
  });

  route(app, awardsEndpoints.mine, async (request) => {
    const { eventId } = request.params;
    if (!(await findEvent(deps.db, eventId))) throw eventNotFound();
    const registration = await findActiveRegistration(deps.db, eventId, request.account!.id);
    if (!registration) return ok('Awards fetched successfully', []);
    const [state, rows] = await Promise.all([loadAwardsState(deps.store, eventId), listConfirmedAwardsOf(deps.db, [registration.id])]);
    const views = await viewsOf(eventId, rows.map(fromRow), state);
    return ok(
      'Awards fetched successfully',
      views.map(({ kind, committee, country }) => ({ kind, committee, country })),
    );
  });

  route(app, awardsEndpoints.delegation, async (request) => {
    const profile = await findProfile(deps.db, request.account!.id);
    if (profile?.role !== 'teacher') throw new DomainError('forbidden', 'TEACHERS_ONLY', delegationMessages.teachersOnly);
    const key = schoolKeyOf({ schoolId: profile.school_id, customSchoolName: profile.custom_school_name });
    const delegations = key === null ? [] : await findDelegations(deps.db, key);
    const registered = delegations.flatMap((delegation) =>
      delegation.delegates.filter((delegate) => delegate.status === 'registered').map((delegate) => delegate.id),
    );
    const rows = await listConfirmedAwardsOf(deps.db, registered);
    const states = new Map<string, AwardsState>();
    const answer = [];
    for (const row of rows) {
      const state = states.get(row.event_id) ?? (await loadAwardsState(deps.store, row.event_id));
      states.set(row.event_id, state);
      const kind = state.kinds.find((each) => each.id === row.kind_id)?.name ?? row.kind_name;
      answer.push({ eventId: row.event_id, delegateId: row.registration_id, kind });
    }
    return ok('Awards fetched successfully', answer);
  });
};
