import { z } from 'zod';
import type { SchoolChoice } from '@domain/users/profile-rules';
import { languages } from '@domain/users/user-events';
import { endpoint, multipartBody } from './endpoint';

const userRole = z.enum(['student', 'teacher']);
const globalRole = z.enum(['superuser', 'user']);
const userParams = z.object({ userId: z.string().min(1).max(100) });
const tokenPair = z.object({ token: z.string(), refreshToken: z.string() });

/** The session user of spec §3 plus the tokens: what log-in, verification and invitations answer. */
export const sessionData = tokenPair.extend({
  userId: z.string(),
  userRole,
  global_role: globalRole,
  organiserId: z.string().nullable(),
  hasProfile: z.boolean(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** The language the person reads the product in (beyond the spec). */
  language: z.enum(languages),
});

/** The signed-in user as GET /users/me answers it. */
export const currentUser = z.object({
  id: z.string(),
  role: userRole,
  global_role: globalRole,
  organiserId: z.string().nullable(),
  hasProfile: z.boolean(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  language: z.enum(languages),
});

/**
 * Spec §7: the email lookup's user. Only its id for anyone but the account itself and super
 * users: the rest would tell a stranger who the super users and organisers are.
 */
export const lookupUser = z.object({
  id: z.string(),
  role: userRole.optional(),
  global_role: globalRole.optional(),
  organiserId: z.string().nullable().optional(),
  hasProfile: z.boolean().optional(),
});

export const authSettings = z.object({
  allowedEmailDomains: z.array(z.string()),
  passwordMinLength: z.number(),
  resendCooldownSeconds: z.number(),
  /** Whether this deployment serves /test-email-confirmation. */
  testEmailConfirmation: z.boolean(),
});

export const profileSchool = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  locality_id: z.string(),
  area_id: z.string().nullable(),
  status: z.string(),
  locality: z.object({ id: z.string(), code: z.string(), name: z.string() }),
});

/** Spec §3 profile read-back, with the alternative spellings the spec names. Profile fields are null until the wizard is done. */
export const profileView = z.object({
  id: z.string(),
  email: z.string().nullable(),
  role: userRole,
  global_role: globalRole,
  status: z.string(),
  hasProfile: z.boolean(),
  organiserId: z.string().nullable(),
  avatar: z.string().nullable(),
  fullname: z.string().nullable(),
  username: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.string().nullable(),
  phone: z.string().nullable(),
  phone_e164: z.string().nullable(),
  phone_number: z.string().nullable(),
  country_code: z.string().nullable(),
  school_id: z.string().nullable(),
  school: profileSchool.nullable(),
  grade: z.string().nullable(),
  years_of_experience: z.string().nullable(),
  year_of_work_experience: z.string().nullable(),
  yearsOfExperience: z.string().nullable(),
  teacher_role: z.string().nullable(),
  custom_locality_name: z.string().nullable(),
  custom_school_name: z.string().nullable(),
});

// Bodies whose fields are read loosely: the handler checks them field by field, so that every
// message is the spec's own and a form gets all of its fields' messages at once.
const loose = z.unknown();

/** Email and password (log-in); sign-up adds the role. */
const credentialBody = z.object({ email: loose, password: loose }).partial();
const EMAIL_REQUIRED = 'Email is required';
const emailBody = z.object({ email: z.string({ error: EMAIL_REQUIRED }).trim().min(1, EMAIL_REQUIRED).max(320) });

/**
 * The fields of a profile PATCH (spec §7), checked by role and school choice in the handler
 * (domain/users/profile-rules). The updates also take the unchanged email and avatar the
 * read-back gave.
 */
const profileBody = z
  .object({
    fullname: loose,
    username: loose,
    birthday: loose,
    gender: loose,
    school_id: loose,
    locality: loose,
    custom_locality_name: loose,
    custom_school_name: loose,
    grade: loose,
    yearsOfExperience: loose,
    teacher_role: loose,
    country_code: loose,
    phone: loose,
    phone_e164: loose,
    email: loose,
    avatar: loose,
  })
  .partial();

const completeProfile = <const Path extends string>(role: 'student' | 'teacher', choice: SchoolChoice, path: Path) =>
  endpoint({
    method: 'PATCH',
    path: `/api/v1/users/${path}/:userId` as `/api/v1/users/${Path}/:userId`,
    access: 'signed-in',
    tag: 'profiles',
    summary: `Complete a ${role} profile (${choice} school)`,
    params: userParams,
    body: profileBody,
    data: profileView,
  });

const updateProfile = <const Role extends 'student' | 'teacher'>(role: Role) =>
  endpoint({
    method: 'PATCH',
    path: `/api/v1/users/${role}-profile-update/:userId` as `/api/v1/users/${Role}-profile-update/:userId`,
    access: 'signed-in',
    tag: 'profiles',
    summary: `Change fields of a ${role} profile (send the whole profile; the school choice is told by the fields present)`,
    params: userParams,
    body: profileBody,
    data: profileView,
  });

/** Accounts, sessions and profiles (spec §7 "Users"). */
export const usersEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/api/v1/users/login',
    access: 'public',
    tag: 'users',
    summary: 'Log in with email and password',
    body: credentialBody,
    data: sessionData,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/v1/users/logout',
    // The route checks the token itself: an expired one must not keep the refresh token alive.
    access: 'public',
    tag: 'users',
    summary: 'Log out: the access token and the given refresh token stop working at once',
    body: z.object({ refreshToken: z.string().optional() }).nullish(),
    data: z.null(),
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/api/v1/users/refresh-token',
    access: 'public',
    tag: 'users',
    summary: 'Trade a refresh token for a new access token and refresh token (the old one stops working)',
    body: z.object({ refreshToken: z.string().min(1).max(200) }),
    data: tokenPair,
  }),
  authSettings: endpoint({
    method: 'GET',
    path: '/api/v1/users/auth-settings',
    access: 'public',
    tag: 'users',
    summary: 'Sign-up rules the form checks before sending, and whether the email lookup test page is served',
    data: authSettings,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/v1/users/register',
    access: 'public',
    tag: 'users',
    summary: 'Sign up with email, password and role (and, beyond the spec, the language chosen); sends the verification email',
    body: credentialBody.extend({ role: loose, language: z.enum(languages) }).partial(),
    data: z.object({ userId: z.string(), email: z.string() }),
    status: 201,
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/v1/users/resend-verification',
    access: 'public',
    tag: 'users',
    summary: 'Send the verification email again (once per 60 seconds)',
    body: emailBody,
    data: z.object({ cooldownSeconds: z.number() }),
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/v1/users/verify-email',
    access: 'public',
    tag: 'users',
    summary: 'Confirm the email with the token of the verification link; answers a session',
    body: z.object({ token: z.string().min(1).max(500) }),
    data: sessionData,
  }),
  userIdByEmail: endpoint({
    method: 'POST',
    path: '/api/v1/users/get-userid-by-email',
    // Signed in or not: a token that holds (the account's own, a super user's) is answered more.
    access: 'public',
    tag: 'users',
    summary:
      'Look a user up by email (spec §7): the id for anyone; role, global role, organiser id and profile for the account itself or a super user',
    body: emailBody,
    data: z.object({ user: lookupUser }),
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/api/v1/users/accept-invitation',
    access: 'public',
    tag: 'users',
    summary: 'Set the password of an invited account with the token of its invitation link; answers a session',
    body: z.object({ token: loose, password: loose }).partial(),
    data: sessionData,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/v1/users/me',
    access: 'signed-in',
    tag: 'users',
    summary: 'The signed-in user (spec §3 session user)',
    data: currentUser,
  }),
  chooseLanguage: endpoint({
    method: 'PATCH',
    path: '/api/v1/users/me/language',
    access: 'signed-in',
    tag: 'users',
    summary: 'Choose the language the product speaks to you in: screens, messages, notifications and e-mails (beyond the spec)',
    body: z.object({ language: z.enum(languages) }),
    data: z.object({ language: z.enum(languages) }),
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: '/api/v1/users/change-password',
    access: 'signed-in',
    tag: 'users',
    summary: 'Change the password (the current one is asked for); every other session ends, this one gets new tokens',
    body: z.object({ currentPassword: loose, newPassword: loose, confirmPassword: loose }).partial(),
    data: tokenPair,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/v1/users/delete-account/:userId',
    access: 'signed-in',
    tag: 'users',
    summary: "Delete an account and erase the person's personal data",
    params: userParams,
    data: z.null(),
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/api/v1/users/upload-avatar/:userId',
    access: 'signed-in',
    tag: 'users',
    summary: 'Upload a profile picture (png, jpeg, gif or webp, checked by content)',
    params: userParams,
    body: multipartBody,
    data: z.object({ avatarUrl: z.string() }),
  }),
  studentProfile: completeProfile('student', 'listed', 'student-profile'),
  studentProfileCustomLocality: completeProfile('student', 'custom-locality', 'student-profile-and-custom-locality'),
  studentProfileCustomSchool: completeProfile('student', 'custom-school', 'student-profile-custom-school-name'),
  teacherProfile: completeProfile('teacher', 'listed', 'teacher-profile'),
  teacherProfileCustomLocality: completeProfile('teacher', 'custom-locality', 'teacher-profile-and-custom-locality'),
  teacherProfileCustomSchool: completeProfile('teacher', 'custom-school', 'teacher-profile-custom-school-name'),
  studentProfileUpdate: updateProfile('student'),
  teacherProfileUpdate: updateProfile('teacher'),
  userProfile: endpoint({
    method: 'GET',
    path: '/api/v1/users/user-profile/:userId',
    access: 'signed-in',
    tag: 'profiles',
    summary: "A user's profile (own, or anyone's for a super user)",
    params: userParams,
    data: profileView,
  }),
};

/** The create endpoint of each role and way of naming the school (spec §7). */
export const completeProfileEndpoints = {
  student: {
    listed: usersEndpoints.studentProfile,
    'custom-locality': usersEndpoints.studentProfileCustomLocality,
    'custom-school': usersEndpoints.studentProfileCustomSchool,
  },
  teacher: {
    listed: usersEndpoints.teacherProfile,
    'custom-locality': usersEndpoints.teacherProfileCustomLocality,
    'custom-school': usersEndpoints.teacherProfileCustomSchool,
  },
} as const;

/** The update endpoint of each role. */
export const updateProfileEndpoints = {
  student: usersEndpoints.studentProfileUpdate,
  teacher: usersEndpoints.teacherProfileUpdate,
} as const;
