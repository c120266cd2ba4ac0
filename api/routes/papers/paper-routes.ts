import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { papersEndpoints, type committeePaperView, type paperSettingsView, type paperVersionView } from '@contract/papers';
import type { Position } from '../../../commands/event-store/port';
import { loadCommitteesState } from '../../../commands/allocation/allocation-commands';
import { changePaperSettings, loadPapers, releasePaperScores, reviewPaper, submitPaper } from '../../../commands/papers/paper-commands';
import {
  paperIdOf,
  paperMessages,
  scoresReleased,
  type Paper,
  type PapersState,
  type PaperVersion,
  type PaperFileType,
} from '@domain/papers/papers';
import { DomainError } from '@domain/shared/errors';
import { listRegistrationIdsIn } from '../../../projections/allocation/delegate-allocations';
import {
  findPaper,
  findPaperSettings,
  listCommitteePapers,
  listEventPapers,
  positionPapersProjection,
  type PaperRow,
} from '../../../projections/papers/position-papers';
import { findActiveRegistration, findRegistration } from '../../../projections/registrations/registrations-list';
import {
  findRegistrationAnswers,
  findRegistrationAnswersBoth,
} from '../../../projections/registrations/registration-views/registration-views';
import type { RegistrationAnswer } from '../../../projections/registrations/registration-views/view-of';
import type { AccountRow } from '../../../projections/users/accounts-projection';
import { listEventCommittees, type EventCommitteeRow } from '../../../projections/workspace/event-committees-list';
import type { AppDependencies } from '../../dependencies';
import { assertRunsCommittee } from '../../lib/chair-access';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertManagesEvent } from '../../lib/event-access';
import { route } from '../../lib/route';
import { fileTypes, positionPaperTypes } from '../../uploads/sniff-file-type';

type VersionView = z.infer<typeof paperVersionView>;
type SettingsView = z.infer<typeof paperSettingsView>;
type CommitteePaper = z.infer<typeof committeePaperView>;

const NOT_SEATED = 'Only a delegate seated in this committee can submit a paper for it';

const versionViewOf = (version: PaperVersion | PaperRow['versions'][number]): VersionView => ({
  version: version.version,
  name: version.name,
  size: version.size,
  type: version.type,
  at: version.at,
  late: version.late,
  deadline: version.deadline,
});

const isoOf = (deadline: string | null) => (deadline === null ? null : new Date(deadline).toISOString());

/** What the sender called the file, without any folder a browser might have kept. */
const plainName = (filename: string) => filename.split(/[\\/]/).pop()!.trim();

/** The review a read-model row holds, in the stream's shape. */
const reviewOfRow = (row: PaperRow) =>
  row.status === null ? null : { status: row.status, scores: row.scores ?? [], comment: row.comment ?? '', version: row.reviewed_version };

/** A delegate's paper as its chairs see it; `answer` is their registration as published (name, country). */
const committeePaperOf = (
  registrationId: string,
  answer: RegistrationAnswer | undefined,
  eventCommitteeId: string,
  paper: Paper | PaperRow | null,
): CommitteePaper => {
  const seatedHere = answer?.assigned_committees === eventCommitteeId;
  const versions = paper?.versions ?? [];
  const review = paper === null ? null : 'registration_id' in paper ? reviewOfRow(paper) : paper.review;
  return {
    id: registrationId,
    fullname: answer?.user.fullname ?? null,
    country: seatedHere && answer.country ? { name: answer.country.name, code: answer.country.code, flag: answer.country.flag } : null,
    versions: versions.map(versionViewOf),
    late: versions.at(-1)?.late ?? false,
    status: review?.status ?? null,
    scores: review ? [...review.scores] : [],
    comment: review?.comment ?? '',
    reviewed_version: review?.version ?? null,
  };
};

/**
 * Position papers. The organiser's calls check that the caller manages the event; the chair's,
 * that they run that committee (its chairs while the event is approved, the organiser, super
 * users); the delegate's, that they are registered and, to submit, that the seat published to
 * them is in the committee (decided again on the papers stream with the seat read just before).
 * Writes answer from the papers stream as the command left it.
 */
export const paperRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  /** What the organiser's settings and overview read: the event's paper settings, its committees and its papers. */
  const organiserView = (eventId: string) =>
    Promise.all([findPaperSettings(deps.db, eventId), listEventCommittees(deps.db, eventId), listEventPapers(deps.db, eventId)]);

  const env = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (position: Position | null) => {
    if (position)
      await deps.readModels.waitFor(position, { projections: [positionPapersProjection.name], timeoutMs: deps.config.PROJECTION_WAIT_MS });
  };

  const settingsOf = (
    state: Pick<PapersState, 'deadline' | 'committeeDeadlines' | 'rubric' | 'released' | 'papers'>,
    committees: EventCommitteeRow[],
  ): SettingsView => ({
    deadline: state.deadline,
    committees: committees.map((committee) => ({
      id: committee.id,
      abbr: committee.abbr,
      deadline: state.committeeDeadlines.get(committee.id) ?? null,
    })),
    rubric: [...state.rubric],
    rubric_locked: [...state.papers.values()].some((paper) => (paper.review?.scores.length ?? 0) > 0),
    released: scoresReleased(state),
    released_at: scoresReleased(state) ? state.released!.at : null,
  });

  route(app, papersEndpoints.settings, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const [settings, committees, papers] = await organiserView(eventId);
    return ok('Position paper settings fetched successfully', {
      deadline: settings.deadline,
      committees: committees.map((committee) => ({
        id: committee.id,
        abbr: committee.abbr,
        deadline: settings.committeeDeadlines[committee.id] ?? null,
      })),
      rubric: settings.rubric,
      rubric_locked: papers.some((paper) => (paper.scores?.length ?? 0) > 0),
      released: settings.released,
      released_at: settings.releasedAt,
    });
  });

  route(app, papersEndpoints.changeSettings, async (request) => {
    const { eventId } = request.params;
    const account = request.account!;
    await assertManagesEvent(deps.db, account, eventId);
    const committees = await listEventCommittees(deps.db, eventId);
    const known = new Set(committees.map((committee) => committee.id));
    const body = request.body;
    const unknown = (body.committees ?? []).find((entry) => !known.has(entry.committeeId));
    if (unknown) throw new DomainError('validation', 'COMMITTEE_NOT_FOUND', 'Committee not found', { committees: 'Committee not found' });
    const result = await changePaperSettings(
      env(),
      {
        eventId,
        ...(body.deadline === undefined ? {} : { deadline: isoOf(body.deadline) }),
        ...(body.committees === undefined
          ? {}
          : {
              committeeDeadlines: body.committees.map((entry) => ({
                eventCommitteeId: entry.committeeId,
                deadline: isoOf(entry.deadline),
              })),
            }),
        ...(body.rubric === undefined ? {} : { rubric: body.rubric }),
        by: account.id,
      },
      commandContextOf(request),
    );
    await settle(result.position);
    return ok(paperMessages.settingsSaved, settingsOf(await loadPapers(deps.store, eventId), committees));
  });

  route(app, papersEndpoints.release, async (request) => {
    const { eventId } = request.params;
    const account = request.account!;
    await assertManagesEvent(deps.db, account, eventId);
    const released = request.body?.released ?? true;
    const result = await releasePaperScores(env(), { eventId, released, by: account.id }, commandContextOf(request));
    await settle(result.position);
    const committees = await listEventCommittees(deps.db, eventId);
    return ok(released ? paperMessages.released : paperMessages.withheld, settingsOf(await loadPapers(deps.store, eventId), committees));
  });

  route(app, papersEndpoints.overview, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const [settings, committees, papers] = await organiserView(eventId);
    return ok('Position paper overview fetched successfully', {
      released: settings.released,
      committees: committees.map((committee) => {
        const own = papers.filter((paper) => paper.event_committee_id === committee.id && paper.versions.length > 0);
        return {
          id: committee.id,
          abbr: committee.abbr,
          deadline: settings.committeeDeadlines[committee.id] ?? settings.deadline,
          submitted: own.length,
          late: own.filter((paper) => paper.late).length,
          reviewed: own.filter((paper) => paper.status !== null).length,
        };
      }),
    });
  });

  /** The caller's registration at the event, or 403. */
  const ownRegistration = async (account: AccountRow, eventId: string, message: string) => {
    const registration = await findActiveRegistration(deps.db, eventId, account.id);
    if (!registration) throw new DomainError('forbidden', 'NOT_A_DELEGATE', message);
    return registration;
  };

  route(app, papersEndpoints.mine, async (request) => {
    const { eventId } = request.params;
    const registration = await ownRegistration(request.account!, eventId, "Only the event's delegates have position papers");
    const [[answer], settings] = await Promise.all([
      findRegistrationAnswers(deps.db, [registration.id], 'published'),
      findPaperSettings(deps.db, eventId),
    ]);
    const committee = answer?.assigned_committee ?? null;
    const paper = committee ? await findPaper(deps.db, registration.id, committee.id) : null;
    const released = settings.released;
    return ok('Position paper fetched successfully', {
      committee: committee ? { id: committee.id, abbr: committee.abbr } : null,
      deadline: committee ? (settings.committeeDeadlines[committee.id] ?? settings.deadline) : settings.deadline,
      rubric: settings.rubric,
      versions: (paper?.versions ?? []).map(versionViewOf),
      status: paper?.status ?? null,
      released,
      // Fair release: nothing of the scores or the comment leaves before the organiser releases them.
      scores: released && paper?.status ? (paper.scores ?? []) : null,
      comment: released && paper?.status ? (paper.comment ?? '') : null,
    });
  });

  route(
    app,
    papersEndpoints.upload,
    async (request, reply) => {
      const { eventId, eventCommitteeId } = request.params;
      const account = request.account!;
      const registration = await ownRegistration(account, eventId, NOT_SEATED);
      // Refused before the file is read or stored; decided again on the papers stream.
      const seat = (await loadCommitteesState(deps.store, eventId)).publication.seats.get(registration.id);
      if (seat?.eventCommitteeId !== eventCommitteeId)
        throw new DomainError('forbidden', 'PAPER_NOT_YOUR_COMMITTEE', seat ? paperMessages.notYourCommittee : paperMessages.noSeat);
      const file = await app.readSingleFile(request, {
        field: 'file',
        maxBytes: deps.config.DOCUMENT_MAX_BYTES,
        allowed: positionPaperTypes,
      });
      const type = file.type as PaperFileType;
      const { name } = await app.storage.put(file.bytes, type, { ownerId: account.id, purpose: 'position-paper', eventId });
      let result;
      try {
        result = await submitPaper(
          env(),
          {
            eventId,
            eventCommitteeId,
            registrationId: registration.id,
            userId: account.id,
            file: { file: name, name: plainName(file.filename), size: file.bytes.length, type },
            by: account.id,
          },
          commandContextOf(request),
        );
      } catch (error) {
        await app.storage.remove(name);
        throw error;
      }
      // A retried request (same Idempotency-Key) answers the version it stored the first time.
      if (result.replayed || result.events.length === 0) await app.storage.remove(name);
      await settle(result.position ?? result.basedOn);
      const submitted = result.events.find((event) => event.type === 'PaperSubmitted');
      const paper = (await loadPapers(deps.store, eventId)).papers.get(paperIdOf(registration.id, eventCommitteeId));
      const version = submitted?.type === 'PaperSubmitted' ? submitted.data : paper?.versions.at(-1);
      if (!version) throw new DomainError('not_found', 'PAPER_NOT_FOUND', paperMessages.notFound);
      reply.status(201);
      return ok(version.late ? paperMessages.uploadedLate : paperMessages.uploaded, { version: versionViewOf(version) });
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  route(app, papersEndpoints.committee, async (request) => {
    const { eventId, eventCommitteeId } = request.params;
    const { committee } = await assertRunsCommittee(deps.db, request.account!, eventId, eventCommitteeId);
    const [papers, seatedIds, settings] = await Promise.all([
      listCommitteePapers(deps.db, eventId, committee.id),
      listRegistrationIdsIn(deps.db, eventId, committee.id),
      findPaperSettings(deps.db, eventId),
    ]);
    const paperOf = new Map(papers.map((paper) => [paper.registration_id, paper]));
    const ids = [...new Set([...seatedIds, ...papers.map((paper) => paper.registration_id)])];
    const answers = await findRegistrationAnswersBoth(deps.db, ids);
    // Chairs are often students: a delegate shows once their seat here is published to them, or once they sent a paper for it.
    const shown = answers.filter(
      ({ id, published }) =>
        published.status === 'registered' &&
        published.event_id === eventId &&
        (published.assigned_committees === committee.id || paperOf.has(id)),
    );
    const rows = shown
      .map(({ id, published }) => committeePaperOf(id, published, committee.id, paperOf.get(id) ?? null))
      .sort((a, b) => (a.fullname ?? '').localeCompare(b.fullname ?? '', 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
    return ok('Committee papers fetched successfully', {
      committee: { id: committee.id, abbr: committee.abbr },
      deadline: settings.committeeDeadlines[committee.id] ?? settings.deadline,
      rubric: settings.rubric,
      released: settings.released,
      papers: rows,
    });
  });

  route(app, papersEndpoints.file, async (request, reply) => {
    const { eventId, eventCommitteeId, registrationId, version } = request.params;
    const account = request.account!;
    const registration = await findRegistration(deps.db, registrationId);
    const ownPaper = registration !== null && registration.user_id === account.id && registration.event_id === eventId;
    if (!ownPaper) await assertRunsCommittee(deps.db, account, eventId, eventCommitteeId);
    const paper = await findPaper(deps.db, registrationId, eventCommitteeId);
    const entry = paper?.event_id === eventId ? paper.versions.find((each) => each.version === version) : undefined;
    const stored = entry ? await app.storage.read(entry.file) : null;
    if (!entry || !stored) throw new DomainError('not_found', 'PAPER_NOT_FOUND', paperMessages.notFound);
    return reply
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .header('content-type', fileTypes[entry.type].contentType)
      .header('content-disposition', `attachment; filename="position-paper-v${entry.version}.${fileTypes[entry.type].extension}"`)
      .send(stored.bytes);
  });

  route(app, papersEndpoints.review, async (request) => {
    const { eventId, eventCommitteeId, registrationId } = request.params;
    const account = request.account!;
    const { committee } = await assertRunsCommittee(deps.db, account, eventId, eventCommitteeId);
    const { status, scores, comment } = request.body;
    const result = await reviewPaper(
      env(),
      { eventId, eventCommitteeId: committee.id, registrationId, status, scores, comment, by: account.id },
      commandContextOf(request),
    );
    await settle(result.position ?? result.basedOn);
    const paper = (await loadPapers(deps.store, eventId)).papers.get(paperIdOf(registrationId, committee.id)) ?? null;
    const [answer] = await findRegistrationAnswers(deps.db, [registrationId], 'published');
    return ok(paperMessages.reviewed, committeePaperOf(registrationId, answer, committee.id, paper));
  });
};
