import { z } from 'zod';
import { registrationMessages } from '@domain/registrations/registration-rules';
import { registrationStatuses } from '@domain/registrations/roster';
import { waitingStatuses } from '@domain/registrations/waiting-list';
import { endpoint, noBody, type EndpointDefinition } from './endpoint';

const key = z.string().min(1).max(100);
const eventIdParams = z.object({ eventId: key });
const userIdParams = z.object({ userId: key });
const idParams = z.object({ id: key });

const committeeChoice = z.object({ id: z.string(), abbr: z.string(), committee: z.string() }).nullable();

/** The delegate as a registration shows them (§3 Event registration: user). */
const delegateUser = z.object({
  id: z.string(),
  username: z.string().nullable(),
  fullname: z.string().nullable(),
  name: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  phone_e164: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string(),
  role: z.enum(['student', 'teacher']),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  year_of_work_experience: z.string().nullable(),
  avatar: z.string().nullable(),
  school: z.object({ name: z.string(), locality: z.object({ name: z.string() }) }).nullable(),
});

/** A registration (§3), with both the committee ids and what they are. */
export const registrationView = z.object({
  id: z.string(),
  registration_no: z.string(),
  event_id: z.string(),
  user_id: z.string(),
  status: z.enum(registrationStatuses),
  mun_experience: z.number(),
  pref_committee_1_id: z.string().nullable(),
  pref_committee_2_id: z.string().nullable(),
  pref_committee_3_id: z.string().nullable(),
  pref_committee_1: committeeChoice,
  pref_committee_2: committeeChoice,
  pref_committee_3: committeeChoice,
  food_pref: z.string().nullable(),
  food_allergies: z.string().nullable(),
  emergency_name: z.string().nullable(),
  emergency_phone: z.string().nullable(),
  created_at: z.string(),
  /**
   * The event committee the delegate sits in (spec: assigned_committees, a committee id). The
   * organiser's lists show the seat as the organiser last set it; the delegate's own
   * registration shows the seat last published to them.
   */
  assigned_committees: z.string().nullable(),
  assigned_committee: z.object({ id: z.string(), abbr: z.string(), committee: z.string(), category: z.string() }).nullable(),
  /** The country they represent there (spec: assigned_country, a country id), with its code and flag. */
  assigned_country: z.string().nullable(),
  country: z.object({ id: z.string(), name: z.string(), tier: z.string(), code: z.string(), flag: z.string() }).nullable(),
  flag: z.boolean(),
  /** Locked delegates are left out of global allocation; every delegate starts locked. */
  locked: z.boolean(),
  user: delegateUser,
});

/** What the three preferred-committee selects of the student registration list. */
export const committeeChoicesView = z.object({
  /** False while the event has no committees of its own: the whole catalogue is offered. */
  fromEvent: z.boolean(),
  committees: z.array(
    z.object({
      /** The catalogue committee's id: what `pref_committee_{n}_id` takes. */
      id: z.string(),
      abbr: z.string(),
      committee: z.string(),
      category: z.string(),
    }),
  ),
});

/*
 * The registration bodies are checked by the route with the spec's rules and messages
 * (registration-rules.ts: trimming, years, phone characters, committees chosen twice); these
 * shapes document them and refuse only a wrong type, with the same message the rules give.
 */
const text = (message: string) => z.union([z.string(), z.null()], { error: message }).optional();
const eventId = z.union([z.string(), z.number()], { error: 'Event ID is missing' }).optional();
const preferredCommittee = z.union([z.string(), z.number(), z.null()], { error: registrationMessages.committee }).optional();

const studentRegistrationFields = {
  eventId,
  mun_experience: z.union([z.string(), z.number(), z.null()], { error: registrationMessages.munExperience }).optional(),
  pref_committee_1_id: preferredCommittee,
  pref_committee_2_id: preferredCommittee,
  pref_committee_3_id: preferredCommittee,
  food_pref: text(registrationMessages.foodPreference),
  food_allergies: text('Food allergies must be at most 200 characters'),
  emergency_name: text('Emergency contact name must be at most 100 characters'),
  emergency_phone: text(registrationMessages.phoneCharacters),
};
const studentRegistrationBody = z.object(studentRegistrationFields).nullish();

const teacherRegistrationBody = z
  .object({
    eventId,
    foodPreference: text(registrationMessages.foodPreference),
    foodAllergies: text('Food allergies must be at most 200 characters'),
  })
  .nullish();

/** POST event-registration-{role}/{userId}: the person registers themselves; 201 with the registration. */
const registrationOf = { access: 'signed-in', tag: 'registrations', params: userIdParams, data: registrationView, status: 201 } as const;

const removed = z.object({ id: z.string() });

/**
 * The person's place on an event's waiting list. `status` is their latest place's: waiting,
 * registered (a seat came to them, or was free when they asked), left or removed; `none` when
 * they never joined. `place` counts from 1 (next to get a seat) while they wait.
 */
export const waitingPlaceView = z.object({
  event_id: z.string(),
  id: z.string().nullable(),
  status: z.enum([...waitingStatuses, 'none']),
  place: z.number().nullable(),
  /** How many wait for a seat. */
  waiting: z.number(),
  /** When they joined, while they wait. */
  joined_at: z.string().nullable(),
  /** Whether the list takes newcomers. */
  open: z.boolean(),
});

/** An event's waiting list as its organiser sees it, first in line first. */
export const waitingListView = z.object({
  open: z.boolean(),
  entries: z.array(
    z.object({
      /** The place's id: the registration id the person gets when a seat frees. */
      id: z.string(),
      place: z.number(),
      user_id: z.string(),
      username: z.string().nullable(),
      fullname: z.string().nullable(),
      role: z.enum(['student', 'teacher']),
      joined_at: z.string(),
    }),
  ),
});

/** Joining takes what a registration takes: the student fields, or a teacher's food fields. */
const joinWaitingListBody = z
  .object({
    ...studentRegistrationFields,
    foodPreference: text(registrationMessages.foodPreference),
    foodAllergies: text('Food allergies must be at most 200 characters'),
  })
  .nullish();

const waitingEntryParams = z.object({ eventId: key, id: key });

/** The spec's registration calls (§7 "Registrations") and the ones whose path it does not show. */
export const registrationsEndpoints = {
  registerStudent: endpoint({
    ...registrationOf,
    method: 'POST',
    path: '/api/v1/registerations/event-registration-student/:userId',
    summary: 'Register yourself (a student) for an event',
    body: studentRegistrationBody,
  }),
  registerTeacher: endpoint({
    ...registrationOf,
    method: 'POST',
    path: '/api/v1/registerations/event-registration-teacher/:userId',
    summary: 'Register yourself (a teacher) for an event',
    body: teacherRegistrationBody,
  }),
  committeeChoices: endpoint({
    method: 'GET',
    path: '/api/v1/registerations/committee-choices/:eventId',
    access: 'signed-in',
    tag: 'registrations',
    summary: "The committees a registration may prefer: the event's own, or every catalogue committee while it has none",
    params: eventIdParams,
    data: committeeChoicesView,
  }),
  ofEvent: endpoint({
    method: 'GET',
    path: '/api/v1/registerations/get-registrations/:eventId',
    access: 'organiser',
    tag: 'registrations',
    summary: "An event's registered delegates (its organiser or a super user)",
    params: eventIdParams,
    data: z.array(registrationView),
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/v1/registerations/get-registration-info-by-eventId-and-userId/:eventId/:userId',
    access: 'signed-in',
    tag: 'registrations',
    summary:
      "A person's registration for an event: their own, or any for the event's organiser or a super user; with the committee and country last published to the delegate",
    params: z.object({ eventId: key, userId: key }),
    data: registrationView,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/v1/registerations/my-registrations',
    access: 'signed-in',
    tag: 'registrations',
    summary: 'The events you are registered for (the dashboard’s Registered tab)',
    data: z.array(z.string()),
  }),
  cancelById: endpoint({
    method: 'DELETE',
    path: '/api/v1/registerations/delete-registration-by-registrationId/:id',
    access: 'signed-in',
    tag: 'registrations',
    summary: "Cancel your own registration (the seat is free again); the event's organiser or a super user removes the delegate",
    params: idParams,
    data: removed,
  }),
  removeDelegate: endpoint({
    method: 'DELETE',
    path: '/api/v1/registerations/delete-delegate/:id',
    access: 'organiser',
    tag: 'registrations',
    summary: 'Remove a delegate from an event (its organiser or a super user)',
    params: idParams,
    data: removed,
  }),
  cancelMine: endpoint({
    method: 'DELETE',
    path: '/api/v1/registerations/cancel-my-registration/:eventId',
    access: 'signed-in',
    tag: 'registrations',
    summary: 'Cancel your own registration for an event (the seat is free again)',
    params: eventIdParams,
    data: removed,
  }),
  /*
   * The waiting list (not in the spec). The spec's registration calls still refuse a full event
   * with its message; a client that wants to wait calls join, which registers at once when a
   * seat is free and nobody waits.
   */
  joinWaitingList: endpoint({
    method: 'POST',
    path: '/api/v1/registerations/waiting-list/:eventId/join',
    access: 'signed-in',
    tag: 'registrations',
    summary:
      "Join a full event's waiting list with the details a registration takes (a student's or a teacher's, by the caller's role); registered at once when a seat is free and nobody waits",
    params: eventIdParams,
    body: joinWaitingListBody,
    data: waitingPlaceView,
    status: 201,
  }),
  myWaitingPlace: endpoint({
    method: 'GET',
    path: '/api/v1/registerations/waiting-list/:eventId/my-place',
    access: 'signed-in',
    tag: 'registrations',
    summary: "Your place on an event's waiting list",
    params: eventIdParams,
    data: waitingPlaceView,
  }),
  leaveWaitingList: endpoint({
    method: 'DELETE',
    path: '/api/v1/registerations/waiting-list/:eventId/my-place',
    access: 'signed-in',
    tag: 'registrations',
    summary: "Leave an event's waiting list",
    params: eventIdParams,
    data: waitingPlaceView,
  }),
  waitingList: endpoint({
    method: 'GET',
    path: '/api/v1/registerations/waiting-list/:eventId',
    access: 'organiser',
    tag: 'registrations',
    summary: "An event's waiting list, first in line first (its organiser or a super user)",
    params: eventIdParams,
    data: waitingListView,
  }),
  setWaitingListOpen: endpoint({
    method: 'PATCH',
    path: '/api/v1/registerations/waiting-list/:eventId',
    access: 'organiser',
    tag: 'registrations',
    summary: "Close an event's waiting list to newcomers (those waiting keep their places), or open it again",
    params: eventIdParams,
    body: z.object({ open: z.boolean() }),
    data: waitingListView,
  }),
  moveUpOnWaitingList: endpoint({
    method: 'POST',
    path: '/api/v1/registerations/waiting-list/:eventId/entries/:id/move-up',
    access: 'organiser',
    tag: 'registrations',
    summary: 'Move a person one place up the waiting list',
    params: waitingEntryParams,
    body: noBody,
    data: waitingListView,
  }),
  removeFromWaitingList: endpoint({
    method: 'DELETE',
    path: '/api/v1/registerations/waiting-list/:eventId/entries/:id',
    access: 'organiser',
    tag: 'registrations',
    summary: 'Take a person off the waiting list',
    params: waitingEntryParams,
    data: waitingListView,
  }),
} satisfies Record<string, EndpointDefinition>;
