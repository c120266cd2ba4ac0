import type { FastifyInstance } from 'fastify';
import { conferenceEndpoints } from '@contract/conference';
import { addSessionSchema, conferenceMessages, markAttendanceSchema, updateSessionSchema } from '@domain/conference/conference-rules';
import { markKey } from '@domain/conference/roll-call';
import { sessionErrors, type Session } from '@domain/conference/sessions';
import { loadRollCall, markAttendance, tapCommandContext } from '../../../commands/conference/roll-call';
import { addSession, loadSessions, removeSession, renameSession } from '../../../commands/conference/sessions';
import type { Position } from '../../../commands/event-store/port';
import { parseOrReject } from '@domain/shared/validation';
import { conferenceAttendanceProjection, listMarks, listSessions } from '../../../projections/conference/attendance';
import type { AppDependencies } from '../../dependencies';
import { assertRunsCommittee } from '../../lib/chair-access';
import { commandContextOf } from '../../lib/command-context';
import { ok } from '../../lib/envelope';
import { assertManagesEvent } from '../../lib/event-access';
import { route } from '../../lib/route';
import { toCsv } from '../admin/csv';
import { attendanceSheet, attendanceTable, marksByKey, seatedDelegates } from './attendance-sheet';
import { translateMessage } from '@domain/shared/messages/translate';
import { languageOf } from '../../plugins/language';

const viewOf = (session: Session | { session_id: string; name: string; day: string; start: string }) => ({
  id: 'id' in session ? session.id : session.session_id,
  name: session.name,
  day: session.day,
  start: session.start,
});

/**
 * A conference's sessions (its organiser sets them) and roll call (a committee's chairs take
 * it, one tap per delegate): the chairs see their committee's attendance, the organiser every
 * committee's, with an export. Chairs reach only their own committee while the event is approved.
 */
export const conferenceRoutes = async (app: FastifyInstance, deps: AppDependencies) => {
  const endpoints = conferenceEndpoints;
  const environment = () => ({ store: deps.store, now: deps.clock() });
  const settle = async (result: { position: Position | null; basedOn: Position | null }) => {
    const position = result.position ?? result.basedOn;
    if (!position) return;
    await deps.readModels.waitFor(position, {
      projections: [conferenceAttendanceProjection.name],
      timeoutMs: deps.config.PROJECTION_WAIT_MS,
    });
  };
  /** A session as the event's stream holds it now (a read model catching up would not know it yet). */
  const storedSession = async (eventId: string, sessionId: string) => {
    const session = (await loadSessions(deps.store, eventId)).sessions.get(sessionId);
    if (!session) throw sessionErrors.notFound();
    return viewOf(session);
  };

  route(app, endpoints.sessions, async (request) => {
    await assertManagesEvent(deps.db, request.account!, request.params.eventId);
    return ok(conferenceMessages.sessionsFetched, (await listSessions(deps.db, request.params.eventId)).map(viewOf));
  });

  route(app, endpoints.addSession, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const body = parseOrReject(addSessionSchema, request.body ?? {});
    const result = await addSession(environment(), { eventId, ...body, by: request.account!.id }, commandContextOf(request));
    await settle(result);
    const added = result.events.find((event) => event.type === 'SessionAdded');
    if (added?.type !== 'SessionAdded') throw sessionErrors.notFound();
    return ok(conferenceMessages.sessionAdded, await storedSession(eventId, added.data.sessionId));
  });

  route(app, endpoints.updateSession, async (request) => {
    const { eventId, sessionId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const body = parseOrReject(updateSessionSchema, request.body ?? {});
    const result = await renameSession(environment(), { eventId, sessionId, ...body, by: request.account!.id }, commandContextOf(request));
    await settle(result);
    return ok(conferenceMessages.sessionUpdated, await storedSession(eventId, sessionId));
  });

  route(app, endpoints.removeSession, async (request) => {
    const { eventId, sessionId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const result = await removeSession(environment(), { eventId, sessionId, by: request.account!.id }, commandContextOf(request));
    await settle(result);
    return ok(conferenceMessages.sessionDeleted, { id: sessionId });
  });

  route(app, endpoints.rollCall, async (request) => {
    const { eventId, eventCommitteeId, sessionId } = request.params;
    const { as } = await assertRunsCommittee(deps.db, request.account!, eventId, eventCommitteeId);
    const session = (await listSessions(deps.db, eventId)).find((each) => each.session_id === sessionId);
    if (!session) throw sessionErrors.notFound();
    const [delegates, marks] = await Promise.all([
      seatedDelegates(deps.db, eventId, eventCommitteeId, as === 'chair' ? 'published' : 'draft'),
      listMarks(deps.db, eventId, eventCommitteeId),
    ]);
    const markOf = marksByKey(marks);
    return ok(conferenceMessages.rollCallFetched, {
      session: viewOf(session),
      delegates: delegates.map(({ eventCommitteeId: _committee, ...delegate }) => {
        const mark = markOf.get(`${eventCommitteeId}/${sessionId}/${delegate.delegateId}`);
        return { ...delegate, mark: mark?.mark ?? null, late: mark?.late ?? false, markedAt: mark?.marked_at ?? null };
      }),
    });
  });

  route(app, endpoints.mark, async (request) => {
    const { eventId, eventCommitteeId, sessionId } = request.params;
    await assertRunsCommittee(deps.db, request.account!, eventId, eventCommitteeId);
    const body = parseOrReject(markAttendanceSchema, request.body ?? {});
    const result = await markAttendance(
      environment(),
      { eventId, eventCommitteeId, sessionId, ...body, by: request.account!.id },
      tapCommandContext(eventCommitteeId, body.tapId, request.account!.id),
    );
    await settle(result);
    // The answer is the delegate's mark as the stream holds it now: a replayed tap finds the mark it made, or the one a later tap made.
    const current = (await loadRollCall(deps.store, eventCommitteeId)).marks.get(markKey(sessionId, body.registrationId));
    const stored = result.events.length > 0 && !result.replayed;
    return ok(stored ? conferenceMessages.marked : conferenceMessages.alreadyMarked, {
      delegateId: body.registrationId,
      sessionId,
      mark: current?.mark ?? body.mark,
      late: current?.late ?? body.late,
      stored,
    });
  });

  route(app, endpoints.committeeAttendance, async (request) => {
    const { eventId, eventCommitteeId } = request.params;
    const { committee, as } = await assertRunsCommittee(deps.db, request.account!, eventId, eventCommitteeId);
    const [sessions, delegates, marks] = await Promise.all([
      listSessions(deps.db, eventId),
      seatedDelegates(deps.db, eventId, eventCommitteeId, as === 'chair' ? 'published' : 'draft'),
      listMarks(deps.db, eventId, eventCommitteeId),
    ]);
    const markOf = marksByKey(marks);
    return ok(conferenceMessages.attendanceFetched, {
      committee: { id: committee.id, abbr: committee.abbr },
      sessions: sessions.map(viewOf),
      delegates: delegates.map(({ eventCommitteeId: _committee, ...delegate }) => ({
        ...delegate,
        marks: Object.fromEntries(
          sessions.flatMap((session) => {
            const mark = markOf.get(`${eventCommitteeId}/${session.session_id}/${delegate.delegateId}`);
            return mark ? [[session.session_id, { mark: mark.mark, late: mark.late }]] : [];
          }),
        ),
      })),
    });
  });

  route(app, endpoints.attendance, async (request) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const { committees, sessions, delegates, marks } = await attendanceSheet(deps.db, eventId);
    return ok(conferenceMessages.attendanceFetched, {
      sessions: sessions.map(viewOf),
      committees: committees.map((committee) => {
        const seated = delegates.filter((delegate) => delegate.eventCommitteeId === committee.id);
        return {
          committeeId: committee.id,
          abbr: committee.abbr,
          seated: seated.length,
          sessions: sessions.map((session) => {
            const counts = { sessionId: session.session_id, present: 0, presentAndVoting: 0, absent: 0, unmarked: 0, late: 0 };
            for (const delegate of seated) {
              const mark = marks.get(`${committee.id}/${session.session_id}/${delegate.delegateId}`);
              if (!mark) counts.unmarked += 1;
              else if (mark.mark === 'present') counts.present += 1;
              else if (mark.mark === 'present_and_voting') counts.presentAndVoting += 1;
              else counts.absent += 1;
              if (mark?.late) counts.late += 1;
            }
            return counts;
          }),
        };
      }),
    });
  });

  const fileName = (eventId: string, extension: string) => `attendance-${eventId}-${deps.clock().toISOString().slice(0, 10)}.${extension}`;

  route(app, endpoints.attendanceCsv, async (request, reply) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const { header, rows } = attendanceTable(await attendanceSheet(deps.db, eventId), languageOf(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(eventId, 'csv')}"`)
      .send(toCsv(header, rows));
  });

  route(app, endpoints.attendanceXlsx, async (request, reply) => {
    const { eventId } = request.params;
    await assertManagesEvent(deps.db, request.account!, eventId);
    const { header, rows } = attendanceTable(await attendanceSheet(deps.db, eventId), languageOf(request));
    // SheetJS is loaded only when a workbook is asked for.
    const { utils, write } = await import('@e965/xlsx');
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...rows]), translateMessage('Attendance', languageOf(request)));
    const bytes = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${fileName(eventId, 'xlsx')}"`)
      .send(bytes);
  });
};
