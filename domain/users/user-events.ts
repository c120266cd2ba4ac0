import { z } from 'zod';

export const userRoles = ['student', 'teacher'] as const;
export type UserRole = (typeof userRoles)[number];
export const globalRoles = ['superuser', 'user'] as const;
export type GlobalRole = (typeof globalRoles)[number];
export const accountStatuses = ['active', 'flagged', 'blocked', 'deleted'] as const;
export type AccountStatus = (typeof accountStatuses)[number];
/** What a super user's row menu sets (§4); deletion is its own command. */
export const settableStatuses = ['active', 'flagged', 'blocked'] as const;
export type SettableStatus = (typeof settableStatuses)[number];

export const userStreamId = (userId: string) => `user-${userId}`;

/** The language a person reads the product in (screens, messages, e-mails); English, the specs' own, until they choose. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

/**
 * Personal data never appears in these events in the clear: `sealed` fields are ciphertext
 * under the person's own key (commands/personal-data/vault.ts), destroyed when the account is
 * deleted. What stays readable is what the product needs to keep: the account existed, its
 * role, school and status history.
 *
 * Sealed contents: UserRegistered {email, passwordHash (null for an invited account)};
 * ProfileCompleted/ProfileUpdated {fullname, username, birthday, gender, countryCode, phone,
 * phoneE164} (an invited profile may lack birthday, gender and phone); AvatarChanged
 * {avatarUrl}; PasswordChanged and InvitationAccepted {passwordHash}.
 */
const stamp = { by: z.string(), at: z.string() };

const profileData = {
  userId: z.string(),
  schoolId: z.string(),
  localityId: z.string().nullable(),
  grade: z.string().nullable(),
  yearsOfExperience: z.string().nullable(),
  teacherRole: z.string().nullable(),
  customLocalityName: z.string().nullable(),
  customSchoolName: z.string().nullable(),
  sealed: z.string(),
  ...stamp,
};

export const userEventSchemas = {
  UserRegistered: z.object({
    userId: z.string(),
    role: z.enum(userRoles),
    globalRole: z.enum(globalRoles),
    /** Digest of the email (the id of its reservation stream), so deletion can release it. */
    emailDigest: z.string(),
    emailVerified: z.boolean(),
    sealed: z.string(),
    ...stamp,
  }),
  EmailVerificationRequested: z.object({ userId: z.string(), requestId: z.string(), expiresAt: z.string(), at: z.string() }),
  EmailVerified: z.object({ userId: z.string(), requestId: z.string().nullable(), at: z.string() }),
  GlobalRoleChanged: z.object({ userId: z.string(), from: z.enum(globalRoles), to: z.enum(globalRoles), ...stamp }),
  ProfileCompleted: z.object({ ...profileData, usernameDigest: z.string() }),
  ProfileUpdated: z.object(profileData),
  AvatarChanged: z.object({ userId: z.string(), sealed: z.string().nullable(), ...stamp }),
  PasswordChanged: z.object({ userId: z.string(), sealed: z.string(), ...stamp }),
  UserStatusChanged: z.object({ userId: z.string(), from: z.enum(accountStatuses), to: z.enum(settableStatuses), ...stamp }),
  UserDeleted: z.object({ userId: z.string(), from: z.enum(accountStatuses), to: z.literal('deleted'), ...stamp }),
  /**
   * An account made for someone else (an organiser's delegate import) waits for its owner to
   * set a password through an emailed link. The event's name is kept (it is no personal data)
   * so that the email, and any later copy of it, can say what the invitation is for.
   */
  InvitationIssued: z.object({
    userId: z.string(),
    invitationId: z.string(),
    eventId: z.string(),
    eventName: z.string(),
    expiresAt: z.string(),
    ...stamp,
  }),
  /** The invitee set a password (sealed) through the link, which also proves the address is theirs. */
  InvitationAccepted: z.object({ userId: z.string(), invitationId: z.string(), sealed: z.string(), ...stamp }),
  /** The person chose the language they read the product in (at sign-up or in the header). */
  LanguageChosen: z.object({ userId: z.string(), from: z.enum(languages), to: z.enum(languages), ...stamp }),
};

type Schemas = typeof userEventSchemas;
export type UserEventType = keyof Schemas;
export type UserEvent = { [Type in UserEventType]: { type: Type; data: z.infer<Schemas[Type]> } }[UserEventType];
export type UserEventData<Type extends UserEventType> = z.infer<Schemas[Type]>;

export type ProfileFacts = Omit<UserEventData<'ProfileUpdated'>, 'userId' | 'by' | 'at'>;

export const parseUserEvent = (type: string, data: unknown): UserEvent | null => {
  if (!(type in userEventSchemas)) return null;
  const schema = userEventSchemas[type as UserEventType];
  return { type, data: schema.parse(data) } as UserEvent;
};
