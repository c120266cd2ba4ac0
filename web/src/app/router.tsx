import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from '../components/layout/public-layout';
import { PlaceholderPage } from '../components/ui/placeholder-page';
import { paths } from '../config/paths';
import { getAuthSettingsQueryOptions } from '../features/auth/api/get-auth-settings';
import { queryClient } from '../lib/react-query';
import { PublicOnly, RequireAuth, RequireOrganiser } from './guards';
import { AuthRedirectRoute } from './routes/auth-redirect';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary, RouteLoading } from './routes/route-error';

/** A titled page for a route whose screen a later piece of work builds. */
const placeholder = (path: string, title: string): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
});

const testEmailConfirmationEnabled = () =>
  queryClient.fetchQuery(getAuthSettingsQueryOptions()).then(
    (settings) => settings?.testEmailConfirmation === true,
    () => false,
  );

const superUser = paths.superUser;

/** The super-user area (spec §2.6); the app composes the features, features never import each other. */
const superUserRoutes: RouteObject = {
  path: superUser.root.path,
  lazy: async () => ({ Component: (await import('../features/super-user/components/super-user-layout')).SuperUserLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('../features/super-user/routes/dashboard')).DashboardRoute }) },
    {
      path: superUser.history.path,
      lazy: async () => ({ Component: (await import('../features/administration/routes/history')).HistoryRoute }),
    },
    {
      path: superUser.masterlists.path,
      lazy: async () => ({ Component: (await import('../features/super-user/routes/masterlists')).MasterlistsRoute }),
    },
    ...[superUser.eventsRelated, superUser.usersRelated, superUser.schoolsRelated].map((group): RouteObject => ({
      path: group.path,
      lazy: async () => ({ Component: (await import('../features/super-user/routes/masterlists')).MasterlistGroupRoute }),
    })),
    {
      path: superUser.organisers.path,
      lazy: async () => ({ Component: (await import('../features/organisers/routes/organisers')).OrganisersRoute }),
    },
    {
      path: superUser.events.path,
      lazy: async () => ({ Component: (await import('../features/events-admin/routes/events')).EventsRoute }),
    },
    {
      path: superUser.schools.path,
      lazy: async () => ({ Component: (await import('../features/schools-admin/routes/schools')).SchoolsRoute }),
    },
    {
      path: superUser.localities.path,
      lazy: async () => ({ Component: (await import('../features/schools-admin/routes/localities')).LocalitiesRoute }),
    },
    { path: superUser.users.path, lazy: async () => ({ Component: (await import('../features/administration/routes/users')).UsersRoute }) },
    {
      path: superUser.superusers.path,
      lazy: async () => ({ Component: (await import('../features/administration/routes/superusers')).SuperusersRoute }),
    },
    {
      path: superUser.leadershipRoles.path,
      lazy: async () => ({ Component: (await import('../features/catalogue/routes/leadership-roles')).LeadershipRolesRoute }),
    },
    {
      path: superUser.committees.path,
      lazy: async () => ({ Component: (await import('../features/catalogue/routes/committees')).CommitteesRoute }),
    },
    {
      path: superUser.countries.path,
      lazy: async () => ({ Component: (await import('../features/catalogue/routes/countries')).CountriesRoute }),
    },
  ],
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: RouteLoading,
    children: [
      { path: paths.root.path, element: <AuthRedirectRoute /> },
      { path: paths.authRedirect.path, element: <AuthRedirectRoute /> },
      // Unguarded: a session left in the browser (someone else's) must not send the invitee away.
      {
        path: paths.acceptInvitation.path,
        lazy: async () => ({ Component: (await import('../features/auth/routes/accept-invitation')).AcceptInvitationRoute }),
      },
      // A test page that deployments switch off (TEST_EMAIL_CONFIRMATION): there the path is unknown.
      {
        path: paths.testEmailConfirmation.path,
        lazy: async () => ({ Component: (await testEmailConfirmationEnabled()) ? PublicLayout : NotFoundRoute }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/auth/routes/test-email-confirmation')).TestEmailConfirmationRoute }),
          },
        ],
      },
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login.path, lazy: async () => ({ Component: (await import('../features/auth/routes/login')).LoginRoute }) },
          { path: paths.signup.path, lazy: async () => ({ Component: (await import('../features/auth/routes/signup')).SignupRoute }) },
        ],
      },
      // Public: a certificate's QR code opens it, signed in or not.
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.verify.path,
            lazy: async () => ({ Component: (await import('../features/certificates/routes/certificates')).VerifyRoute }),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.emailVerification.path,
            lazy: async () => ({ Component: (await import('../features/auth/routes/email-verification')).EmailVerificationRoute }),
          },
          {
            path: paths.emailConfirmation.path,
            lazy: async () => ({ Component: (await import('../features/auth/routes/email-confirmation')).EmailConfirmationRoute }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.profilePage.path,
            lazy: async () => ({ Component: (await import('../features/profile/routes/profile-page')).ProfilePageRoute }),
          },
          { path: paths.home.path, lazy: async () => ({ Component: (await import('../features/home/routes/home')).HomeRoute }) },
          {
            path: paths.delegation.path,
            lazy: async () => ({ Component: (await import('../features/delegation/routes/delegation')).DelegationRoute }),
          },
          { path: paths.awards.path, lazy: async () => ({ Component: (await import('../features/awards/routes/awards')).AwardsRoute }) },
          {
            path: paths.committeeAwards.path,
            lazy: async () => ({ Component: (await import('../features/awards/routes/awards')).CommitteeAwardsRoute }),
          },
          { path: paths.results.path, lazy: async () => ({ Component: (await import('../features/awards/routes/awards')).ResultsRoute }) },
          {
            path: paths.certificates.path,
            lazy: async () => ({ Component: (await import('../features/certificates/routes/certificates')).CertificatesRoute }),
          },
          {
            path: paths.chair.path,
            lazy: async () => ({ Component: (await import('../features/chair/routes/chair')).ChairRoute }),
          },
          {
            path: paths.chairRoom.path,
            lazy: async () => ({ Component: (await import('../features/chair/routes/chair-room')).ChairRoomRoute }),
          },
          {
            path: paths.attendance.path,
            lazy: async () => ({ Component: (await import('../features/attendance/routes/attendance')).AttendanceRoute }),
          },
          {
            path: paths.dashboard.path,
            lazy: async () => ({ Component: (await import('../features/events/routes/dashboard')).DashboardRoute }),
          },
          {
            path: paths.requestApproval.path,
            lazy: async () => ({ Component: (await import('../features/organisers/routes/request-approval')).RequestApprovalRoute }),
          },
          {
            path: paths.requestUnderVerification.path,
            lazy: async () => ({
              Component: (await import('../features/organisers/routes/request-under-verification')).RequestUnderVerificationRoute,
            }),
          },
          {
            element: <RequireOrganiser />,
            children: [
              {
                path: paths.eventCreate.path,
                lazy: async () => ({ Component: (await import('../features/events/routes/event-create')).EventCreateRoute }),
              },
              {
                path: paths.papers.path,
                lazy: async () => ({ Component: (await import('../features/papers/routes/papers')).PapersRoute }),
              },
            ],
          },
          {
            path: paths.eventCreateSuccess.path,
            lazy: async () => ({ Component: (await import('../features/events/routes/event-create-success')).EventCreateSuccessRoute }),
          },
          {
            path: paths.organiser.path,
            lazy: async () => ({ Component: (await import('../features/events/routes/organiser-events')).OrganiserEventsRoute }),
          },
          {
            path: paths.eventDashboard.path,
            lazy: async () => ({ Component: (await import('../features/event-workspace/routes/event-workspace')).EventWorkspaceRoute }),
          },
          {
            path: paths.uploadDelegates.path,
            lazy: async () => ({ Component: (await import('../features/imports/routes/upload-delegates')).UploadDelegatesRoute }),
          },
          {
            path: paths.viewDelegateProfile.path,
            lazy: async () => ({
              Component: (await import('../features/event-workspace/routes/view-delegate-profile')).ViewDelegateProfileRoute,
            }),
          },
          superUserRoutes,
          {
            path: paths.studentProfile.path,
            lazy: async () => ({ Component: (await import('../features/profile/routes/profile-wizard')).StudentProfileWizardRoute }),
          },
          {
            path: paths.studentProfilePage.path,
            lazy: async () => ({ Component: (await import('../features/profile/routes/profile-page')).StudentProfilePageRoute }),
          },
          {
            path: paths.studentHome.path,
            lazy: async () => ({ Component: (await import('../features/home/routes/role-home')).StudentHomeRoute }),
          },
          {
            path: paths.studentRegistration.path,
            lazy: async () => ({
              Component: (await import('../features/registrations/routes/student-registration')).StudentRegistrationRoute,
            }),
          },
          {
            path: paths.studentRegistrationSuccess.path,
            lazy: async () => ({
              Component: (await import('../features/registrations/routes/registration-success')).RegistrationSuccessRoute,
            }),
          },
          {
            path: paths.studentDelegatePage.path,
            lazy: async () => ({ Component: (await import('../features/registrations/routes/delegate-page')).StudentDelegatePageRoute }),
          },
          {
            path: paths.teacherProfile.path,
            lazy: async () => ({ Component: (await import('../features/profile/routes/profile-wizard')).TeacherProfileWizardRoute }),
          },
          {
            path: paths.teacherProfilePage.path,
            lazy: async () => ({ Component: (await import('../features/profile/routes/profile-page')).TeacherProfilePageRoute }),
          },
          {
            path: paths.teacherHome.path,
            lazy: async () => ({ Component: (await import('../features/home/routes/role-home')).TeacherHomeRoute }),
          },
          {
            path: paths.teacherRegistration.path,
            lazy: async () => ({
              Component: (await import('../features/registrations/routes/teacher-registration')).TeacherRegistrationRoute,
            }),
          },
          {
            path: paths.teacherRegistrationSuccess.path,
            lazy: async () => ({
              Component: (await import('../features/registrations/routes/registration-success')).RegistrationSuccessRoute,
            }),
          },
          {
            path: paths.teacherDelegatePage.path,
            lazy: async () => ({ Component: (await import('../features/registrations/routes/delegate-page')).TeacherDelegatePageRoute }),
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
