import pg from 'pg';

/** JSON calls to the server under test; throws with the server's message on failure. */
export const apiAt =
  (baseUrl: string) =>
  async <Data>(method: string, path: string, body?: unknown, token?: string | null): Promise<Data> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { data: Data; message: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
    return answer.data;
  };

/**
 * The path and hash of the newest link the local outbox holds for this address (the
 * verification email's): the link names the configured public address, the rest is what
 * matters. A plain loop rather than expect.poll, so it also works in beforeAll.
 */
export const outboxLink = async (databaseUrl: string, email: string): Promise<string> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let link: string | undefined;
    for (const deadline = Date.now() + 20_000; !link && Date.now() < deadline;) {
      const { rows } = await client
        .query<{ link: string }>(
          'SELECT link FROM mail_outbox.messages WHERE lower(to_address) = lower($1) AND link IS NOT NULL ORDER BY id DESC LIMIT 1',
          [email],
        )
        .catch(() => ({ rows: [] as { link: string }[] }));
      link = rows[0]?.link;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!link) throw new Error(`No verification email for ${email}`);
    const url = new URL(link);
    return `${url.pathname}${url.search}${url.hash}`;
  } finally {
    await client.end();
  }
};

/** The token a verification link carries (POST /api/v1/users/verify-email takes it). */
export const verificationTokenOf = (link: string): string =>
  decodeURIComponent(
    link
      .split('#')[1]!
      .split('&')
      .find((part) => part.startsWith('verification_token='))!
      .split('=')[1]!,
  );

/**
 * A student who signed up, confirmed the email from the outbox and completed the profile
 * under an Other locality (at Hatta Mountain School unless the test names its own school), all
 * through the API (for tests about what comes after).
 */
export const studentWithProfile = async (
  baseUrl: string,
  databaseUrl: string,
  input: { email: string; password: string; fullname: string; username: string; school?: string },
) => {
  const api = apiAt(baseUrl);
  await api('POST', '/api/v1/users/register', { email: input.email, password: input.password, role: 'student' });
  const token = verificationTokenOf(await outboxLink(databaseUrl, input.email));
  const signedIn = await api<{ userId: string; token: string }>('POST', '/api/v1/users/verify-email', { token });
  await api(
    'PATCH',
    `/api/v1/users/student-profile-and-custom-locality/${signedIn.userId}`,
    {
      fullname: input.fullname,
      username: input.username,
      birthday: '2009-05-01',
      gender: 'female',
      country_code: '+971',
      phone: '50 123 4567',
      custom_locality_name: 'Hatta',
      custom_school_name: input.school ?? 'Hatta Mountain School',
      grade: 'grade-10',
    },
    signedIn.token,
  );
  return { userId: signedIn.userId, token: signedIn.token };
};
