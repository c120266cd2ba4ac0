import { randomUUID } from 'node:crypto';
import { runCatalogueCommand } from '../../commands/catalogue/catalogue-command';
import type { PersonalDataVault } from '../../commands/event-store/personal-data-vault';
import type { EventStore } from '../../commands/event-store/port';
import { runEventCommand } from '../../commands/events/event-commands';
import type { CommandContext } from '../../commands/handler/command-handler';
import { runPapersCommand } from '../../commands/papers/paper-commands';
import { markNotificationsRead } from '../../commands/notifications/mark-notifications-read';
import { changeOrganiserStatus, deleteOrganiser } from '../../commands/organisers/change-organiser-status';
import { openOrganiserRecord } from '../../commands/organisers/open-organiser-record';
import { cancelRegistration, registerDelegate } from '../../commands/registrations/registration-commands';
import { joinWaitingList, leaveWaitingList, manageWaitingList } from '../../commands/registrations/waiting-list-commands';
import {
  addLocalityRow,
  changeAreaStatus,
  deleteArea,
  deleteLocalityRow,
  mergeLocalityRows,
  renameArea,
} from '../../commands/schools/locality-admin-commands';
import { changeSchoolStatus, deleteSchool, mergeSchools, updateSchool } from '../../commands/schools/school-admin-commands';
import { addSchool } from '../../commands/schools/school-directory-commands';
import { deleteEventDocument, saveEventDocument } from '../../commands/workspace/event-documents';
import { loadCommitteesState } from '../../commands/allocation/allocation-commands';
import { markAttendance } from '../../commands/conference/roll-call';
import { addSession, removeSession, renameSession } from '../../commands/conference/sessions';
import { issueCertificates, revokeCertificate, setCertificateSettings } from '../../commands/certificates/certificate-commands';
import { committees } from '@domain/catalogue/committees';
import { countries } from '@domain/catalogue/countries';
import { leadershipRoles } from '@domain/catalogue/leadership-roles';
import type { EventDetails } from '@domain/events/event';
import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { untilReadable, type RecordedRush } from './registration-rush';

const by = 'churn-admin';
const admin = (): CommandContext => ({ commandId: randomUUID(), userId: by });
const stamp = (clock: () => Date) => ({ by, at: clock().toISOString() });

/** The id an append gave its first event (a catalogue entry's, a document's...). */
const idOf = <Key extends string>(result: { events: Array<{ data: unknown }> }, key: Key): string =>
  String((result.events[0]!.data as Record<Key, unknown>)[key]);

/**
 * Localities, areas and schools added, renamed, re-statused, merged and removed, each row
 * changed several times in a row so that one batch holds much of its life. `beforeMerges`
 * runs once the schools exist and before they are merged (what names them is then re-pointed).
 */
const churnDirectory = async (
  store: EventStore,
  clock: () => Date,
  beforeMerges: (schools: { s1: string; s4: string }) => Promise<void>,
) => {
  const town = await addLocalityRow(store, { localityName: 'Churn Town', areaName: 'North' }, admin(), clock());
  const south = await addLocalityRow(store, { localityName: 'Churn Town', areaName: 'South' }, admin(), clock());
  const east = await addLocalityRow(store, { localityName: 'Churn Town', areaName: 'East' }, admin(), clock());
  const [L, north] = [town.row.localityId, town.row.areaId];
  await renameArea(store, north, 'North Side', admin(), clock());
  await changeAreaStatus(store, { areaId: north, status: 'Flagged' }, admin(), clock());
  await renameArea(store, north, 'Northern', admin(), clock());
  await changeAreaStatus(store, { areaId: north, status: 'Active' }, admin(), clock());

  const s1 = (await addSchool(store, { name: 'Churn Academy', localityId: L, areaId: south.row.areaId }, admin(), clock())).schoolId;
  const s2 = (await addSchool(store, { name: 'Churn East School', localityId: L, areaId: east.row.areaId }, admin(), clock())).schoolId;
  const s3 = (await addSchool(store, { name: 'Churn North School', localityId: L, areaId: north }, admin(), clock())).schoolId;
  await updateSchool(store, s1, { name: 'Churn Academy South', localityId: L, areaId: south.row.areaId }, admin(), clock());
  await changeSchoolStatus(store, { schoolId: s1, status: 'Flagged' }, admin(), clock());
  await changeSchoolStatus(store, { schoolId: s1, status: 'Active' }, admin(), clock());

  // A locality emptied and deleted; another whose only area and then area-less row are merged away (retiring it).
  const village = await addLocalityRow(store, { localityName: 'Churn Village', areaName: 'Centre' }, admin(), clock());
  await deleteArea(store, village.row.areaId, admin(), clock());
  await deleteLocalityRow(store, village.row.localityId, admin(), clock());
  const hamlet = await addLocalityRow(store, { localityName: 'Churn Hamlet', areaName: 'Square' }, admin(), clock());
  const s4 = (
    await addSchool(store, { name: 'Hamlet School', localityId: hamlet.row.localityId, areaId: hamlet.row.areaId }, admin(), clock())
  ).schoolId;

  await beforeMerges({ s1, s4 });
  const northRow = `${L}:${north}`;
  await mergeLocalityRows(store, { primaryRowId: northRow, secondaryRowId: `${L}:${south.row.areaId}` }, admin(), clock());
  await mergeLocalityRows(
    store,
    { primaryRowId: northRow, secondaryRowId: `${hamlet.row.localityId}:${hamlet.row.areaId}` },
    admin(),
    clock(),
  );
  await mergeLocalityRows(store, { primaryRowId: northRow, secondaryRowId: hamlet.row.localityId }, admin(), clock());
  await mergeSchools(store, { primarySchoolId: s3, secondarySchoolId: s1 }, admin(), clock());
  await deleteSchool(store, s2, admin(), clock());
  await deleteArea(store, east.row.areaId, admin(), clock());
};

/** Organiser records requested, rejected, requested again, approved and flagged; added and deleted; assigned. */
const churnOrganisers = async (store: EventStore, clock: () => Date, userIds: readonly string[], schools: { s1: string; s4: string }) => {
  const env = {
    store,
    get now() {
      return clock();
    },
  };
  const evidence = { kind: 'text' as const, text: 'Staff card' };
  const [first, second, third] = userIds;
  const request = { type: 'RequestApproval' as const, userId: first!, schoolId: schools.s1, role: 'Teacher', evidence, by: first! };
  const requested = await openOrganiserRecord(env, request, admin());
  const organiserId = idOf(requested, 'organiserId');
  await changeOrganiserStatus(env, { organiserId, to: 'rejected', by }, admin());
  await openOrganiserRecord(env, { ...request, role: 'Head of MUN' }, admin());
  await changeOrganiserStatus(env, { organiserId, to: 'approved', by }, admin());
  await changeOrganiserStatus(env, { organiserId, to: 'flagged', by }, admin());

  const added = await openOrganiserRecord(
    env,
    { type: 'AddOrganiser', userId: second!, schoolId: schools.s4, role: 'Coordinator', evidence, by },
    admin(),
  );
  await changeOrganiserStatus(env, { organiserId: idOf(added, 'organiserId'), to: 'approved', by }, admin());
  await deleteOrganiser(env, { organiserId: idOf(added, 'organiserId'), by }, admin());
  await openOrganiserRecord(env, { type: 'AssignOrganiser', userId: third!, schoolId: schools.s1, role: 'Advisor', evidence, by }, admin());
};

/** An event of the rush edited and re-statused; one created, edited and approved; one created, edited and deleted. */
const churnEvents = async (store: EventStore, clock: () => Date, rushEventId: string, schools: { s1: string; s4: string }) => {
  const today = uaeDateOf(clock());
  const editor = { organiserId: null, superuser: true };
  const update = (eventId: string, changes: Partial<EventDetails>, images: { coverImage?: string; logoImage?: string } = {}) =>
    runEventCommand(store, eventId, { type: 'UpdateEvent', changes, images, editor, today, by, at: clock().toISOString() }, admin());
  const status = (eventId: string, to: 'approved' | 'flagged') =>
    runEventCommand(store, eventId, { type: 'ChangeEventStatus', to, by, at: clock().toISOString() }, admin());

  await update(rushEventId, { name: 'Rush MUN, renamed', description: 'Now bigger' }, { coverImage: '/uploads/cover.png' });
  await status(rushEventId, 'flagged');
  await update(rushEventId, { website: 'https://rush.example.com' });
  await status(rushEventId, 'approved');

  const create = async (schoolId: string, name: string) => {
    const eventId = randomUUID();
    const details = {
      name,
      description: 'A churned conference',
      startDate: addDays(today, 30),
      endDate: addDays(today, 31),
      numberOfSeats: 100,
      feesPerDelegate: 50,
      website: 'https://churn.example.org',
      instagram: '@churn',
    };
    const images = { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' };
    const place = { schoolId, localityId: null };
    await runEventCommand(
      store,
      eventId,
      { type: 'CreateEvent', eventId, organiserId: randomUUID(), details, images, place, by, at: clock().toISOString() },
      admin(),
    );
    return eventId;
  };
  const kept = await create(schools.s1, 'Churn MUN');
  await update(kept, { numberOfSeats: 120, startDate: addDays(today, 29) }, { logoImage: '/uploads/logo.png' });
  await status(kept, 'approved');
  await update(kept, { feesPerDelegate: 75 });
  const dropped = await create(schools.s4, 'Dropped MUN');
  await update(dropped, { instagram: '@dropped' });
  await runEventCommand(store, dropped, { type: 'DeleteEvent', by, at: clock().toISOString() }, admin());
};

/** Entries of each catalogue added, edited and removed, one after another. */
const churnCatalogues = async (store: EventStore, clock: () => Date) => {
  const committee = { abbr: 'CHRN', committee: 'Churn Council', category: 'crisis' };
  const council = await runCatalogueCommand(store, committees, { type: 'Add', entry: committee, ...stamp(clock) }, admin());
  const councilId = Number(idOf(council, 'id'));
  await runCatalogueCommand(
    store,
    committees,
    { type: 'Update', id: councilId, entry: { ...committee, committee: 'Council II' }, ...stamp(clock) },
    admin(),
  );
  await runCatalogueCommand(
    store,
    committees,
    { type: 'Update', id: councilId, entry: { ...committee, category: 'open' }, ...stamp(clock) },
    admin(),
  );
  await runCatalogueCommand(store, committees, { type: 'Remove', id: councilId, ...stamp(clock) }, admin());
  await runCatalogueCommand(store, committees, { type: 'Add', entry: { ...committee, abbr: 'CHR2' }, ...stamp(clock) }, admin());

  const country = { name: 'Churnland', code: 'CQ', tier: 'A' };
  const land = Number(idOf(await runCatalogueCommand(store, countries, { type: 'Add', entry: country, ...stamp(clock) }, admin()), 'id'));
  await runCatalogueCommand(store, countries, { type: 'Update', id: land, entry: { ...country, tier: 'S' }, ...stamp(clock) }, admin());
  await runCatalogueCommand(store, countries, { type: 'Remove', id: land, ...stamp(clock) }, admin());
  const other = Number(
    idOf(await runCatalogueCommand(store, countries, { type: 'Add', entry: { ...country, code: 'CX' }, ...stamp(clock) }, admin()), 'id'),
  );
  await runCatalogueCommand(
    store,
    countries,
    { type: 'Update', id: other, entry: { ...country, code: 'CX', name: 'Churnia' }, ...stamp(clock) },
    admin(),
  );

  const role = { abbr: 'CHF', leadershipRole: 'Chief of Churn' };
  const chief = Number(
    idOf(await runCatalogueCommand(store, leadershipRoles, { type: 'Add', entry: role, ...stamp(clock) }, admin()), 'id'),
  );
  await runCatalogueCommand(
    store,
    leadershipRoles,
    { type: 'Update', id: chief, entry: { ...role, leadershipRole: 'Head' }, ...stamp(clock) },
    admin(),
  );
  await runCatalogueCommand(store, leadershipRoles, { type: 'Remove', id: chief, ...stamp(clock) }, admin());
};

/** Documents uploaded and renamed, general and a committee's, one deleted and uploaded again. */
const churnDocuments = async (store: EventStore, clock: () => Date, eventId: string) => {
  const env = {
    store,
    get now() {
      return clock();
    },
  };
  const committee = (await store.readStream(`event-committees-${eventId}`)).find(
    (event) => typeof event.data.eventCommitteeId === 'string',
  );
  const committeeId = String(committee!.data.eventCommitteeId);
  const general = { eventId, scope: { kind: 'general' as const }, docType: 'general', fileUrl: '/uploads/handbook.pdf', by };
  await saveEventDocument(env, { ...general, title: 'Handbook' }, admin());
  await saveEventDocument(env, { ...general, title: 'Handbook, second edition' }, admin());
  const guide = { eventId, scope: { kind: 'committee' as const, committeeId }, docType: 'C0', fileUrl: '/uploads/guide.pdf', by };
  const first = idOf(await saveEventDocument(env, { ...guide, title: 'Study guide' }, admin()), 'documentId');
  await saveEventDocument(env, { ...guide, docType: 'C0-A', title: 'Study guide' }, admin());
  await deleteEventDocument(env, { eventId, documentId: first, scope: 'committee', by }, admin());
  await saveEventDocument(env, { ...guide, title: 'Study guide, again' }, admin());
  await saveEventDocument(env, { ...guide, docType: 'C0-B', title: 'Study guide, again' }, admin());
};

/**
 * Position papers: deadlines set and changed, the rubric changed, two delegates' papers submitted
 * (one late, one in two versions), reviewed and corrected, scores released and hidden again.
 */
const churnPapers = async (store: EventStore, clock: () => Date, eventId: string) => {
  const run = (command: object) => runPapersCommand(store, { eventId, by, at: clock().toISOString(), ...command } as never, admin());
  const [c1, c2] = ['churn-committee-1', 'churn-committee-2'];
  const past = new Date(Date.now() - 86_400_000).toISOString();
  await run({ type: 'ChangePaperSettings', deadline: new Date(Date.now() + 86_400_000).toISOString() });
  await run({ type: 'ChangePaperSettings', committeeDeadlines: [{ eventCommitteeId: c2, deadline: past }] });
  await run({
    type: 'ChangePaperSettings',
    rubric: [
      { name: 'Research', max: 10 },
      { name: 'Speech', max: 5 },
    ],
  });
  const file = (name: string) => ({ file: `${name}.pdf`, name: `${name}.pdf`, size: 100, type: 'pdf' });
  const paper = (registrationId: string, eventCommitteeId: string) => ({
    registrationId,
    eventCommitteeId,
    userId: `user-${registrationId}`,
    seatCommitteeId: eventCommitteeId,
  });
  await run({ type: 'SubmitPaper', ...paper('r1', c1), file: file('first') });
  await run({ type: 'SubmitPaper', ...paper('r2', c2), file: file('late') });
  const review = {
    type: 'ReviewPaper',
    registrationId: 'r1',
    eventCommitteeId: c1,
    status: 'needs_revision',
    scores: [{ criterion: 'Research', score: 4 }],
    comment: 'More sources',
  };
  await run(review);
  await run({ type: 'SubmitPaper', ...paper('r1', c1), file: file('second') });
  await run({
    ...review,
    status: 'approved',
    scores: [
      { criterion: 'Research', score: 9 },
      { criterion: 'Speech', score: 5 },
    ],
  });
  await run({ type: 'ReleasePaperScores', released: true });
  await run({ type: 'ChangePaperSettings', committeeDeadlines: [{ eventCommitteeId: c2, deadline: null }] });
  await run({ type: 'ReleasePaperScores', released: false });
  await run({ type: 'ReleasePaperScores', released: true });
};

/** Notification marks moved forward (cursors compare as plain strings: 'a' comes after 'Z'). */
const churnReadMarks = async (store: EventStore, clock: () => Date, userIds: readonly string[]) => {
  const env = {
    store,
    get now() {
      return clock();
    },
  };
  const mark = (userId: string, upTo: string) => markNotificationsRead(env, { userId, upTo }, admin());
  const [first, second] = userIds;
  await mark(first!, '0000000010:0');
  await mark(first!, '0000000020:1');
  await mark(second!, 'Z');
  await mark(second!, 'a');
  await mark(first!, '0000000030:0');
};

/**
 * A full event's waiting list moving: people join, one is moved up, one leaves, one is removed,
 * the list is closed and opened again, and seats that free (a cancellation, more seats) go to
 * the first in line in the same appends.
 */
const churnWaitingList = async (store: EventStore, vault: PersonalDataVault, clock: () => Date, people: readonly string[]) => {
  const eventId = randomUUID();
  const today = uaeDateOf(clock());
  const details = {
    name: 'Waiting MUN',
    description: 'A full conference',
    startDate: addDays(today, 30),
    endDate: addDays(today, 31),
    numberOfSeats: 1,
    feesPerDelegate: 50,
    website: '',
    instagram: '',
  };
  const images = { coverImage: '/uploads/none.png', logoImage: '/uploads/none.png' };
  const place = { schoolId: randomUUID(), localityId: null };
  const organiserId = randomUUID();
  await runEventCommand(store, eventId, { type: 'CreateEvent', eventId, organiserId, details, images, place, ...stamp(clock) }, admin());
  await runEventCommand(store, eventId, { type: 'ChangeEventStatus', to: 'approved', ...stamp(clock) }, admin());
  const env = () => ({ store, vault, now: clock() });
  const [seated, first, second, third, fourth] = people as [string, string, string, string, string];
  const input = (userId: string) => ({
    eventId,
    userId,
    role: 'student' as const,
    munExperience: 1,
    prefCommitteeIds: [null, null, null],
    personal: { foodPreference: 'Vegetarian', foodAllergies: 'None', emergencyName: 'Parent', emergencyPhone: '+971 50 000 0000' },
  });
  const self = (userId: string): CommandContext => ({ commandId: randomUUID(), userId });
  const registration = await registerDelegate(env(), input(seated), self(seated));
  const places: Record<string, string> = {};
  for (const userId of [first, second, third, fourth]) {
    const joined = await joinWaitingList(env(), input(userId), self(userId));
    places[userId] = (joined.events[0]!.data as { registrationId: string }).registrationId;
  }
  await manageWaitingList(env(), { eventId, by, action: 'move-up', registrationId: places[third]! }, admin());
  await leaveWaitingList(env(), { eventId, userId: second }, self(second));
  await manageWaitingList(env(), { eventId, by, action: 'remove', registrationId: places[fourth]! }, admin());
  await manageWaitingList(env(), { eventId, by, action: 'close' }, admin());
  await manageWaitingList(env(), { eventId, by, action: 'reopen' }, admin());
  const registrationId = (registration.events[0]!.data as { registrationId: string }).registrationId;
  await cancelRegistration(env(), { eventId, registrationId, userId: seated, username: null }, self(seated));
  const editor = { organiserId: null, superuser: true };
  await runEventCommand(
    store,
    eventId,
    { type: 'UpdateEvent', changes: { numberOfSeats: 2 }, images: {}, editor, today, ...stamp(clock) },
    admin(),
  );
};

/** A conference's programme changed and its roll call taken, with corrections, over the rush's seated delegates. */
const churnConference = async (store: EventStore, clock: () => Date, eventId: string) => {
  const env = () => ({ store, now: clock() });
  const seats = [...(await loadCommitteesState(store, eventId)).allocation.assignments].map(([registrationId, seat]) => ({
    registrationId,
    eventCommitteeId: seat.eventCommitteeId,
  }));
  if (seats.length < 3) throw new Error('the rush seated too few delegates for the roll call');
  const first = idOf(await addSession(env(), { eventId, name: 'Session 1', day: '2026-12-10', start: '09:00', by }, admin()), 'sessionId');
  const second = idOf(await addSession(env(), { eventId, name: 'Session 2', day: '2026-12-10', start: '13:00', by }, admin()), 'sessionId');
  await renameSession(env(), { eventId, sessionId: second, start: '13:30', by }, admin());
  const dropped = idOf(await addSession(env(), { eventId, name: 'Spare', day: '2026-12-11', start: '09:00', by }, admin()), 'sessionId');
  const marks = ['present', 'present_and_voting', 'absent'] as const;
  for (const [index, seat] of seats.slice(0, 6).entries()) {
    const tap = (sessionId: string, mark: (typeof marks)[number], late = false) =>
      markAttendance(env(), { eventId, ...seat, sessionId, mark, late, tapId: randomUUID(), by }, admin());
    await tap(first, marks[index % 3]!);
    await tap(first, 'present', index % 2 === 0);
    await tap(second, marks[(index + 1) % 3]!);
    await tap(dropped, 'absent');
  }
  await removeSession(env(), { eventId, sessionId: dropped, by }, admin());
};

/** An event's certificates: the threshold changed and back, issued in two chunks (one naming some again), one revoked twice. */
const churnCertificates = async (store: EventStore, clock: () => Date, eventId: string) => {
  const env = () => ({ store, now: clock() });
  const seated = [...(await loadCommitteesState(store, eventId)).allocation.assignments].map(([registrationId, seat]) => ({
    registrationId,
    kind: 'participation' as const,
    awardKindId: null,
    eventCommitteeId: seat.eventCommitteeId,
    countryId: seat.countryId,
  }));
  await setCertificateSettings(env(), { eventId, threshold: 50, by }, admin());
  await setCertificateSettings(env(), { eventId, threshold: 80, by }, admin());
  await issueCertificates(env(), { eventId, requestId: 'churn-1', by, certificates: seated.slice(0, 3) }, admin());
  const award = { ...seated[0]!, kind: 'award' as const, awardKindId: 'best-delegate' };
  await issueCertificates(env(), { eventId, requestId: 'churn-2', by, certificates: [...seated.slice(1, 5), award] }, admin());
  const certificateId = `${seated[1]!.registrationId}--participation`;
  await revokeCertificate(env(), { eventId, certificateId, reason: 'Marked present in error', by }, admin());
  await revokeCertificate(env(), { eventId, certificateId, reason: 'Again', by }, admin());
  await setCertificateSettings(env(), { eventId, threshold: 75, by }, admin());
};

/**
 * After a registration rush, what the other lists follow, through the real commands: the
 * directory, organiser records, events, catalogues, documents and read marks, each row
 * changed several times in a row (inserted, then changed, then removed or merged away).
 */
export const recordListChurn = async (store: EventStore, vault: PersonalDataVault, rush: RecordedRush): Promise<void> => {
  // A second between commands, so that a row written at the wrong time shows.
  const start = Date.now();
  let seconds = 0;
  const clock = () => new Date(start + (seconds += 1) * 1000);
  const people = rush.userIds.filter((userId) => !rush.deletedUserIds.includes(userId));
  await churnDirectory(store, clock, async (schools) => {
    await churnOrganisers(store, clock, people, schools);
    await churnEvents(store, clock, rush.eventIds[0]!, schools);
  });
  await churnCatalogues(store, clock);
  await churnDocuments(store, clock, rush.eventIds[0]!);
  await churnReadMarks(store, clock, people);
  await churnPapers(store, clock, rush.eventIds[0]!);
  await churnWaitingList(store, vault, clock, people);
  await churnConference(store, clock, rush.eventIds[0]!);
  await churnCertificates(store, clock, rush.eventIds[0]!);
  await untilReadable(store);
};
