import { countries as countriesCatalogue, type CountryEntry } from '@domain/catalogue/countries';
import { leadershipRoles, type LeadershipRoleEntry } from '@domain/catalogue/leadership-roles';
import { notificationMessages } from '@domain/notifications/notification-messages';
import { schoolKeyOf } from '@domain/delegations/delegation';
import type { PlanContext, PlannedEvent } from '@domain/notifications/notification-plan';
import type { NotifyingEvent } from '@domain/notifications/notifying-events';
import { parseRosterEvent, rosterEventTypes } from '@domain/registrations/roster';
import { parseSchoolDirectoryEvent } from '@domain/schools/school-directory';
import { parseUserEvent } from '@domain/users/user';
import type { RecordedEvent } from '../../commands/event-store/port';
import { lenient } from '../runtime/lenient-parse';

/** Events that only teach the read model who is who (they notify nobody themselves). */
export const factEventTypes: readonly string[] = [
  'UserRegistered',
  'GlobalRoleChanged',
  'UserDeleted',
  // Who advises whose delegation: each person's role and school, following school merges.
  'ProfileCompleted',
  'ProfileUpdated',
  'SchoolsMerged',
  ...rosterEventTypes,
  ...leadershipRoles.eventTypes,
  ...countriesCatalogue.eventTypes,
];

const userEvent = lenient(parseUserEvent);
const rosterEvent = lenient(parseRosterEvent);
const schoolEvent = lenient(parseSchoolDirectoryEvent);
type RoleEvent = { type: string; data: { id: number; entry?: LeadershipRoleEntry; to?: LeadershipRoleEntry } };
const roleEvent = lenient((type, data) => leadershipRoles.parseEvent(type, data) as RoleEvent | null);
type CountryEvent = { type: string; data: { id: number; entry?: CountryEntry; to?: CountryEntry } };
const countryEvent = lenient((type, data) => countriesCatalogue.parseEvent(type, data) as CountryEvent | null);

/** A person as advising needs them: a teacher advises the delegation of their school (`schoolKeyOf`). */
export interface PersonRecord {
  role: 'student' | 'teacher';
  schoolKey: string | null;
}

export interface EventRecord {
  organiserId: string;
  name: string;
  description: string;
}

/** What addressing knows about the ids one batch touches, as loaded from the read model. */
export interface FactsSnapshot {
  events: Map<string, EventRecord>;
  /** organiser id → the user behind it */
  organisers: Map<string, string>;
  /**
   * event id → its registered delegates: every loaded event has an entry, filled only for the
   * events the batch tells every delegate of (`delegateWideEventTypes`); the others' entries
   * hold only the changes the batch makes.
   */
  delegates: Map<string, Set<string>>;
  superusers: Set<string>;
  roles: Map<string, string>;
  /** event committee id → abbreviation */
  committees: Map<string, string>;
  /** registration id → the user who registered */
  registrations: Map<string, string>;
  /** registration id → its number (`GYM-0007`) */
  registrationNos: Map<string, string>;
  /** catalogue country id → name */
  countries: Map<string, string>;
  /** user id → role and school: the people the batch names, and the teachers of their schools */
  people: Map<string, PersonRecord>;
}

/** What changed, to be written back once per batch. */
export interface FactsChanges {
  events: Set<string>;
  organisers: Set<string>;
  /** `event id`, `user id` → registered (true) or not (false) */
  delegates: Map<string, { eventId: string; userId: string; registered: boolean }>;
  superusers: Map<string, boolean>;
  roles: Set<string>;
  committees: Set<string>;
  registrations: Set<string>;
  countries: Set<string>;
  people: Set<string>;
  /** accounts erased in this batch: their notifications go */
  erased: Set<string>;
}

/**
 * The facts addressing needs, for one batch: loaded once, brought forward event by event in
 * memory (so each event is addressed as the log stood just before it), written back once.
 */
export class BatchFacts {
  readonly changes: FactsChanges = {
    events: new Set(),
    organisers: new Set(),
    delegates: new Map(),
    superusers: new Map(),
    roles: new Set(),
    committees: new Set(),
    registrations: new Set(),
    countries: new Set(),
    people: new Set(),
    erased: new Set(),
  };

  /**
   * school key → its teachers among the batch's people, kept by setPerson: an import's thousands
   * of registrations at a few schools each ask for their advisors, and a walk over every person
   * for each of them made the batch quadratic.
   */
  private readonly teachers = new Map<string, Set<string>>();

  constructor(readonly facts: FactsSnapshot) {
    for (const [userId, person] of facts.people) this.indexTeacher(userId, person, true);
  }

  private indexTeacher(userId: string, person: PersonRecord, present: boolean) {
    if (person.role !== 'teacher' || person.schoolKey === null) return;
    const teachers = this.teachers.get(person.schoolKey) ?? new Set<string>();
    this.teachers.set(person.schoolKey, teachers);
    if (present) teachers.add(userId);
    else teachers.delete(userId);
  }

  private setDelegate(eventId: string, userId: string, registered: boolean) {
    const members = this.facts.delegates.get(eventId) ?? new Set<string>();
    this.facts.delegates.set(eventId, members);
    if (registered) members.add(userId);
    else members.delete(userId);
    this.changes.delegates.set(`${eventId}\u0000${userId}`, { eventId, userId, registered });
  }

  private setSuperuser(userId: string, superuser: boolean) {
    if (superuser) this.facts.superusers.add(userId);
    else this.facts.superusers.delete(userId);
    this.changes.superusers.set(userId, superuser);
  }

  private setPerson(userId: string, person: Partial<PersonRecord>) {
    const current = this.facts.people.get(userId) ?? { role: 'student', schoolKey: null };
    const next = { ...current, ...person };
    this.facts.people.set(userId, next);
    this.changes.people.add(userId);
    this.indexTeacher(userId, current, false);
    this.indexTeacher(userId, next, true);
  }

  /** Re-points the people of a merged school to the school that stays. */
  private followSchoolMerge(recorded: RecordedEvent) {
    const event = schoolEvent(recorded);
    if (event?.type !== 'SchoolsMerged') return;
    const from = schoolKeyOf({ schoolId: event.data.secondarySchoolId, customSchoolName: null });
    const to = schoolKeyOf({ schoolId: event.data.primarySchoolId, customSchoolName: null });
    for (const [userId, person] of this.facts.people) if (person.schoolKey === from) this.setPerson(userId, { schoolKey: to });
  }

  /** Applies what an event that notifies nobody says about who is who. */
  learnFact(recorded: RecordedEvent): void {
    if (recorded.type === 'SchoolsMerged') return this.followSchoolMerge(recorded);
    const user = userEvent(recorded);
    if (user?.type === 'UserRegistered') {
      this.setPerson(user.data.userId, { role: user.data.role, schoolKey: null });
      if (user.data.globalRole === 'superuser') this.setSuperuser(user.data.userId, true);
    } else if (user?.type === 'GlobalRoleChanged') this.setSuperuser(user.data.userId, user.data.to === 'superuser');
    else if (user?.type === 'ProfileCompleted' || user?.type === 'ProfileUpdated') {
      this.setPerson(user.data.userId, { schoolKey: schoolKeyOf(user.data) });
    } else if (user?.type === 'UserDeleted') {
      this.setSuperuser(user.data.userId, false);
      this.setPerson(user.data.userId, { schoolKey: null });
      this.changes.erased.add(user.data.userId);
    }
    const roster = rosterEvent(recorded);
    if (roster) this.setDelegate(roster.data.eventId, roster.data.userId, roster.type === 'DelegateRegistered');
    if (roster?.type === 'DelegateRegistered') {
      this.facts.registrations.set(roster.data.registrationId, roster.data.userId);
      this.facts.registrationNos.set(roster.data.registrationId, roster.data.registrationNo);
      this.changes.registrations.add(roster.data.registrationId);
    }
    const country = countryEvent(recorded);
    const countryEntry = country?.data.to ?? country?.data.entry;
    if (country && countryEntry) {
      this.facts.countries.set(String(country.data.id), countryEntry.name);
      this.changes.countries.add(String(country.data.id));
    }
    const role = roleEvent(recorded);
    const entry = role?.data.to ?? role?.data.entry;
    // A removed role keeps its name: those who held it are told they no longer do, by name.
    if (role && entry) {
      this.facts.roles.set(String(role.data.id), entry.leadershipRole);
      this.changes.roles.add(String(role.data.id));
    }
  }

  /** Applies what a notifying event says about who is who, before it is addressed. */
  learnFromNotifying(event: NotifyingEvent): void {
    switch (event.type) {
      case 'OrganiserRequested':
      case 'OrganiserAdded':
      case 'OrganiserAssigned':
        this.facts.organisers.set(event.data.organiserId, event.data.userId);
        this.changes.organisers.add(event.data.organiserId);
        return;
      case 'EventCreated': {
        const { eventId, organiserId, name, description } = event.data;
        if (this.facts.events.has(eventId)) return;
        this.facts.events.set(eventId, { organiserId, name, description });
        this.changes.events.add(eventId);
        return;
      }
      case 'EventDetailsUpdated': {
        const current = this.facts.events.get(event.data.eventId);
        const { name, description } = event.data.changes;
        if (!current || (name === undefined && description === undefined)) return;
        this.facts.events.set(event.data.eventId, {
          ...current,
          name: name ?? current.name,
          description: description ?? current.description,
        });
        this.changes.events.add(event.data.eventId);
        return;
      }
      case 'EventCommitteeAdded':
        this.facts.committees.set(event.data.eventCommitteeId, event.data.abbr);
        this.changes.committees.add(event.data.eventCommitteeId);
        return;
      case 'EventCommitteeUpdated':
        if (event.data.changes.abbr === undefined || !this.facts.committees.has(event.data.eventCommitteeId)) return;
        this.facts.committees.set(event.data.eventCommitteeId, event.data.changes.abbr);
        this.changes.committees.add(event.data.eventCommitteeId);
        return;
      default:
        return;
    }
  }

  /** The teachers of a person's school, that person left out. */
  private advisorsOf(userId: string | null): string[] {
    const schoolKey = userId === null ? null : (this.facts.people.get(userId)?.schoolKey ?? null);
    if (schoolKey === null) return [];
    return [...(this.teachers.get(schoolKey) ?? [])].filter((id) => id !== userId).sort();
  }

  /** What addressing this event needs to know, as the log stands now. */
  contextFor(event: PlannedEvent): PlanContext {
    const eventId = 'eventId' in event.data ? event.data.eventId : null;
    const record = eventId === null ? undefined : this.facts.events.get(eventId);
    const data = event.data as Record<string, unknown>;
    const committeeId = typeof data.eventCommitteeId === 'string' ? data.eventCommitteeId : '';
    const delegates = eventId === null ? undefined : this.facts.delegates.get(eventId);
    return {
      event: record
        ? {
            eventId: eventId!,
            name: record.name,
            description: record.description,
            organiserUserId: this.facts.organisers.get(record.organiserId) ?? null,
            // Sorted only for the events that tell the delegates: every registration of an
            // import of thousands asks for its context, and copying and sorting them all each
            // time made the batch quadratic.
            get delegateUserIds() {
              return [...(delegates ?? [])].sort();
            },
          }
        : null,
      superuserIds: [...this.facts.superusers].sort(),
      roleName: (roleId) => this.facts.roles.get(roleId) ?? notificationMessages.someRole,
      committeeAbbr: typeof data.abbr === 'string' ? data.abbr : (this.facts.committees.get(committeeId) ?? 'a committee'),
      committeeAbbrOf: (id) => this.facts.committees.get(id) ?? 'a committee',
      countryName: (id) => this.facts.countries.get(id) ?? null,
      userOfRegistration: (id) => this.facts.registrations.get(id) ?? null,
      registrationNoOf: (id) => this.facts.registrationNos.get(id) ?? null,
      advisorsOf: (userId) => this.advisorsOf(userId),
    };
  }
}
