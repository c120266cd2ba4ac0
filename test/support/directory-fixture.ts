import { startTestSystem } from './test-system';

/** The back end with the seeded directory, a super user and a student, for the directory's API tests. */
export const startDirectorySystem = async () => {
  const system = await startTestSystem();
  await system.seedSchools();
  const signedIn = async (globalRole: 'user' | 'superuser') => {
    const user = await system.createUser({ role: 'student', globalRole });
    return { userId: user.userId, headers: { authorization: (await system.login(user.email, user.password)).authorization } };
  };
  const admin = await signedIn('superuser');
  const student = await signedIn('user');

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = async (method: Method, url: string, payload?: object, headers: Record<string, string> = admin.headers) => {
    const response = await system.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    return { status: response.statusCode, body: response.json() };
  };

  const profileBody = (overrides: Record<string, unknown>) => ({
    fullname: 'Layla Haddad',
    username: `layl${1000 + Math.floor(Math.random() * 8999)}`,
    birthday: '2010-04-12',
    gender: 'female',
    grade: 'grade-9',
    country_code: '+971',
    phone: '50 650 5005',
    ...overrides,
  });

  /** A student whose profile, completed through the API, names this school. */
  const studentAt = async (schoolId: string) => {
    const user = await signedIn('user');
    const done = await call('PATCH', `/api/v1/users/student-profile/${user.userId}`, profileBody({ school_id: schoolId }), user.headers);
    if (done.status !== 200) throw new Error(`profile not completed: ${JSON.stringify(done.body)}`);
    return { ...user, profile: () => call('GET', `/api/v1/users/user-profile/${user.userId}`, undefined, user.headers), profileBody };
  };

  /** A student who chose 'Other' and typed a locality and a school. */
  const studentOfCustomSchool = async (localityName: string, schoolName: string) => {
    const user = await signedIn('user');
    const body = profileBody({ custom_locality_name: localityName, custom_school_name: schoolName });
    const done = await call('PATCH', `/api/v1/users/student-profile-and-custom-locality/${user.userId}`, body, user.headers);
    if (done.status !== 200) throw new Error(`profile not completed: ${JSON.stringify(done.body)}`);
    return {
      ...user,
      school: done.body.data.school as { id: string; locality_id: string },
      profile: () => call('GET', `/api/v1/users/user-profile/${user.userId}`, undefined, user.headers),
    };
  };

  const stream = async (streamId: string) => system.deps.store.readStream(streamId);

  return { system, admin, student, call, studentAt, studentOfCustomSchool, stream };
};

export type DirectorySystem = Awaited<ReturnType<typeof startDirectorySystem>>;
