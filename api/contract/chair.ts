import { z } from 'zod';
import { endpoint, fileAnswer } from './endpoint';

/** The event a chaired committee belongs to, as the room's heading names it. */
const chairEvent = z.object({ id: z.string(), name: z.string(), start_date: z.string(), end_date: z.string() });

/** A committee the caller chairs or deputy-chairs now, at an approved event. */
export const chairedCommittee = z.object({
  event: chairEvent,
  /** `id` is the event committee (the room's `committeeId`); `committee` the catalogue's name for it. */
  committee: z.object({ id: z.string(), abbr: z.string(), committee: z.string() }),
  role: z.enum(['chair', 'deputy']),
});

/**
 * One delegate of the committee as its chairs see them: name, school, photo and seat. The seat
 * is the organiser's allocation as it stands (the committee's delegates are those the organiser
 * placed in it), with `published` telling whether the delegate has been shown that seat yet.
 * No email, phone or birthday.
 */
export const chairDelegate = z.object({
  /** The registration's id. */
  id: z.string(),
  registration_no: z.string(),
  fullname: z.string().nullable(),
  role: z.enum(['student', 'teacher']),
  school: z.string().nullable(),
  /** The uploaded photo (`/uploads/...`, served to anyone signed in), or null for the default picture. */
  avatar: z.string().nullable(),
  seat: z.object({
    committee: z.object({ id: z.string(), abbr: z.string() }),
    country: z.object({ id: z.string(), name: z.string(), code: z.string(), flag: z.string() }).nullable(),
    /** Whether the delegate has been shown this seat (the organiser published it). */
    published: z.boolean(),
  }),
});

/** The chair's room: the committee, its event, in which capacity the caller runs it, and its delegates. */
export const chairRoomView = z.object({
  event: chairEvent,
  committee: z.object({ id: z.string(), abbr: z.string() }),
  /** 'organiser' for the event's organiser and super users. */
  as: z.enum(['chair', 'organiser']),
  delegates: z.array(chairDelegate),
});

const roomParams = z.object({ eventId: z.string().min(1), committeeId: z.string().min(1) });

/** The chair's room (not in the spec): a committee's chairs see their own committee's delegates. */
export const chairEndpoints = {
  committees: endpoint({
    method: 'GET',
    path: '/api/v1/chair/committees',
    access: 'signed-in',
    tag: 'chair',
    summary: 'The committees of approved events the signed-in person chairs or deputy-chairs now',
    data: z.array(chairedCommittee),
  }),
  delegates: endpoint({
    method: 'GET',
    path: '/api/v1/chair/:eventId/:committeeId/delegates',
    access: 'signed-in',
    tag: 'chair',
    summary:
      "A committee's delegates with their school, photo and seat (chairs see seats once published to their delegates; the organiser and super users see drafts too)",
    params: roomParams,
    data: chairRoomView,
  }),
  print: endpoint({
    method: 'GET',
    path: '/api/v1/chair/:eventId/:committeeId/placards-and-badges.pdf',
    access: 'signed-in',
    tag: 'chair',
    summary:
      "A committee's printing as one PDF: a country placard per delegate (folds into a tent) and a badge per delegate with a QR code of their registration number (same access and seats as the delegates)",
    params: roomParams,
    data: fileAnswer,
  }),
};
