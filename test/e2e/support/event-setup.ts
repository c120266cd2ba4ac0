import { addDays, uaeDateOf } from '@domain/events/event-dates';
import { generateUsername } from '@domain/users/profile-rules';
import { minimalPdf, PNG_1X1 } from '../../support/sample-files';
import { superUserLogin } from './seeded-server';
import { apiAt, outboxLink, studentWithProfile, verificationTokenOf } from './server-api';

/**
 * What a browser test about registration needs before it starts, made through the API only:
 * people with profiles, an approved organiser and an approved event.
 */
export const eventSetup = (baseUrl: string, databaseUrl: string) => {
  const api = apiAt(baseUrl);

  const upload = async (path: string, token: string, file: { name: string; type: string; bytes: Buffer }) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const answer = (await response.json()) as { data: Record<string, string>; message: string };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
    return answer.data;
  };

  /**
   * A teacher who signed up, confirmed the email and completed the profile under an Other
   * locality: Hatta, Hatta Mountain School and 9 years of experience unless the test names its own.
   */
  const teacherWithProfile = async (input: {
    email: string;
    password: string;
    fullname: string;
    username: string;
    locality?: string;
    school?: string;
    yearsOfExperience?: string;
  }) => {
    await api('POST', '/api/v1/users/register', { email: input.email, password: input.password, role: 'teacher' });
    const token = verificationTokenOf(await outboxLink(databaseUrl, input.email));
    const signedIn = await api<{ userId: string; token: string }>('POST', '/api/v1/users/verify-email', { token });
    await api(
      'PATCH',
      `/api/v1/users/teacher-profile-and-custom-locality/${signedIn.userId}`,
      {
        fullname: input.fullname,
        username: input.username,
        birthday: '1985-02-11',
        gender: 'male',
        country_code: '+971',
        phone: '52 246 8013',
        custom_locality_name: input.locality ?? 'Hatta',
        custom_school_name: input.school ?? 'Hatta Mountain School',
        yearsOfExperience: input.yearsOfExperience ?? '9',
      },
      signedIn.token,
    );
    return signedIn;
  };

  /** The person asks to be an organiser with a letter, and the super user approves. */
  const approvedOrganiser = async (person: { userId: string; token: string }, superUserToken: string) => {
    const { documentUrl } = await upload('/api/v1/organisers/organiser-approval-edvince-upload', person.token, {
      name: 'letter.pdf',
      type: 'application/pdf',
      bytes: minimalPdf(),
    });
    const request = await api<{ id: string }>(
      'POST',
      `/api/v1/organisers/organiser-approval-request/${person.userId}`,
      { role: 'MUN director', evidenceDocs: [documentUrl] },
      person.token,
    );
    await api('PATCH', `/api/v1/organisers/update-organiser-status/${request.id}`, { status: 'approved' }, superUserToken);
    return request.id;
  };

  /** An event of this organiser starting in ten days, waiting for approval. */
  const pendingEvent = async (organiser: { token: string; organiserId: string }, input: { name: string; seats: number }) => {
    const image = () =>
      upload('/api/v1/events/create-event-images-upload', organiser.token, { name: 'cover.png', type: 'image/png', bytes: PNG_1X1 });
    const today = uaeDateOf(new Date());
    const event = await api<{ id: string }>(
      'POST',
      `/api/v1/events/create-event/${organiser.organiserId}`,
      {
        name: input.name,
        description: 'Committee sessions for schools across the Emirates.',
        start_date: addDays(today, 10),
        end_date: addDays(today, 12),
        cover_image: (await image()).url,
        logo_image: (await image()).url,
        number_of_seats: input.seats,
        fees_per_delegate: 150,
        website: 'https://mun.example.org',
        instagram: '@mun',
      },
      organiser.token,
    );
    return event.id;
  };

  /** An approved event of this organiser, starting in ten days. */
  const approvedEvent = async (
    organiser: { token: string; organiserId: string },
    superUserToken: string,
    input: { name: string; seats: number },
  ) => {
    const eventId = await pendingEvent(organiser, input);
    await api('PATCH', `/api/v1/events/update-event-status/${eventId}`, { status: 'approved' }, superUserToken);
    return eventId;
  };

  /** A student with a profile, approved as an organiser, with an approved event of theirs; and the super user's token. */
  const organiserWithEvent = async (
    person: { email: string; password: string; fullname: string; username: string },
    event: { name: string; seats: number },
  ) => {
    const admin = await api<{ token: string }>('POST', '/api/v1/users/login', superUserLogin);
    const host = await studentWithProfile(baseUrl, databaseUrl, person);
    const organiserId = await approvedOrganiser(host, admin.token);
    const eventId = await approvedEvent({ token: host.token, organiserId }, admin.token, event);
    return { adminToken: admin.token, host, organiserId, eventId };
  };

  return { api, teacherWithProfile, approvedOrganiser, pendingEvent, approvedEvent, organiserWithEvent };
};

/** Sign-up details of a test person whose email is unique to this run (`tag` names the test file). */
export const testPerson = (first: string, last: string, tag: string, stamp: string) => {
  const fullname = `${first} ${last}`;
  return {
    email: `${first.toLowerCase()}.${tag}.${stamp}@gmail.com`,
    password: `${first.toLowerCase()}-secret`,
    fullname,
    username: generateUsername(fullname, Math.random),
  };
};
