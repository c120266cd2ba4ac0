/** Every route of the SPA (spec §2.1). Patterns are for the router, getHref for links. */

const route = <Path extends string>(path: Path) => ({ path, getHref: () => path });

const withParam = <Path extends string>(path: Path, param: string) => ({
  path,
  getHref: (value: string | number) => path.replace(`:${param}`, encodeURIComponent(String(value))),
});

export const paths = {
  root: route('/'),
  authRedirect: route('/auth-redirect'),
  signup: route('/signup'),
  login: route('/login'),
  emailVerification: route('/email-verification'),
  emailConfirmation: route('/email-confirmation'),
  testEmailConfirmation: route('/test-email-confirmation'),
  /** The invitation email's link: an invited account sets its first password. */
  acceptInvitation: route('/accept-invitation'),

  profilePage: route('/profile-page'),
  home: route('/home'),
  dashboard: route('/dashboard'),
  requestApproval: route('/request-approval'),
  requestUnderVerification: route('/request-under-verification'),
  eventCreate: route('/event-create'),
  eventCreateSuccess: route('/event-create-success'),
  organiser: route('/organiser'),
  eventDashboard: withParam('/event-dashboard/:eventId', 'eventId'),
  uploadDelegates: withParam('/upload-delegates/:eventId', 'eventId'),
  viewDelegateProfile: withParam('/view-delegate-profile/:registrationId', 'registrationId'),

  studentProfile: route('/student-profile'),
  studentProfilePage: route('/student-profile-page'),
  studentHome: route('/student-home'),
  studentRegistration: withParam('/student-registration/:eventId', 'eventId'),
  studentRegistrationSuccess: withParam('/student-registration-success/:eventId', 'eventId'),
  studentDelegatePage: withParam('/student-delegate-page/:eventId', 'eventId'),

  teacherProfile: route('/teacher-profile'),
  teacherProfilePage: route('/teacher-profile-page'),
  teacherHome: route('/teacher-home'),
  teacherRegistration: withParam('/teacher-registration/:eventId', 'eventId'),
  teacherRegistrationSuccess: withParam('/teacher-registration-success/:eventId', 'eventId'),
  teacherDelegatePage: withParam('/teacher-delegate-page/:eventId', 'eventId'),
  /** A teacher's school delegation (not in the spec). */
  delegation: route('/delegation'),
  /** The committees a person chairs, and a committee's room for its chairs (not in the spec). */
  chair: route('/chair'),
  chairRoom: {
    path: '/chair/:eventId/:committeeId',
    getHref: (eventId: string, committeeId: string) => `/chair/${encodeURIComponent(eventId)}/${encodeURIComponent(committeeId)}`,
  },
  /** The organiser's sessions and every committee's attendance. */
  attendance: withParam('/attendance/:eventId', 'eventId'),
  /** An event's awards: the organiser's page, a committee's nominations for its chairs, and the results (not in the spec). */
  awards: withParam('/awards/:eventId', 'eventId'),
  committeeAwards: {
    path: '/awards/:eventId/:committeeId',
    getHref: (eventId: string, committeeId: string) => `/awards/${encodeURIComponent(eventId)}/${encodeURIComponent(committeeId)}`,
  },
  results: withParam('/results/:eventId', 'eventId'),
  /** An event's position papers: deadlines, rubric, overview and release, for its organiser (not in the spec). */
  papers: withParam('/papers/:eventId', 'eventId'),
  /** An event's certificates for its organiser, and the public page a certificate's QR code opens. */
  certificates: withParam('/certificates/:eventId', 'eventId'),
  verify: withParam('/verify/:code', 'code'),

  superUser: {
    root: route('/super-user'),
    history: route('/super-user/history'),
    masterlists: route('/super-user/masterlists'),
    eventsRelated: route('/super-user/masterlists/events-related'),
    events: route('/super-user/masterlists/events'),
    organisers: route('/super-user/masterlists/organisers'),
    leadershipRoles: route('/super-user/masterlists/leadership-roles'),
    committees: route('/super-user/masterlists/committees'),
    countries: route('/super-user/masterlists/countries'),
    usersRelated: route('/super-user/masterlists/users-related'),
    users: route('/super-user/masterlists/users'),
    superusers: route('/super-user/masterlists/superusers'),
    schoolsRelated: route('/super-user/masterlists/schools-related'),
    schools: route('/super-user/masterlists/schools'),
    localities: route('/super-user/masterlists/localities'),
  },
} as const;
