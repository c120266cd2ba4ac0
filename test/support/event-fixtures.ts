import { addDays, uaeDateOf } from '@domain/events/event-dates';
import type { TestSystem } from './test-system';
import { multipartFile, organiserFixtures, PNG, type Person } from './organiser-fixtures';

export interface Organiser extends Person {
  organiserId: string;
}

/** A UAE calendar day `days` from today. */
export const dayFromToday = (days: number) => addDays(uaeDateOf(new Date()), days);

/** People and events for event tests, through the real API only. */
export const eventFixtures = (system: TestSystem, superUser: Person) => {
  const people = organiserFixtures(system);

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who?: { headers: { authorization: string } },
    payload?: unknown,
  ) => system.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

  /** A student who asked for organiser approval and was approved by the super user. */
  const organiser = async (role: 'student' | 'teacher' = 'student'): Promise<Organiser> => {
    const person = await people.person(role);
    const upload = await people.uploadEvidence(person.headers);
    const requested = await call('POST', `/api/v1/organisers/organiser-approval-request/${person.userId}`, person, {
      role: 'MUN director',
      evidenceDocs: [upload.json().data.documentUrl],
    });
    if (requested.statusCode !== 201) throw new Error(`request failed: ${requested.body}`);
    const organiserId = requested.json().data.id as string;
    const approved = await call('PATCH', `/api/v1/organisers/update-organiser-status/${organiserId}`, superUser, { status: 'approved' });
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
    return { ...person, organiserId };
  };

  const uploadImage = async (who: Person, content: Buffer = PNG) => {
    const body = multipartFile('file', 'cover.png', 'image/png', content);
    return system.app.inject({
      method: 'POST',
      url: '/api/v1/events/create-event-images-upload',
      payload: body.payload,
      headers: { ...who.headers, ...body.headers },
    });
  };

  // One cover and logo per organiser, reused: the upload route is rate-limited per address.
  const imagesOf = new Map<string, Promise<{ cover: string; logo: string }>>();
  const uploadedImages = (who: Organiser) => {
    if (!imagesOf.has(who.organiserId)) {
      imagesOf.set(
        who.organiserId,
        (async () => ({
          cover: (await uploadImage(who)).json().data.url as string,
          logo: (await uploadImage(who)).json().data.url as string,
        }))(),
      );
    }
    return imagesOf.get(who.organiserId)!;
  };

  /** A complete creation body (§5) with images this organiser uploaded. */
  const eventBody = async (who: Organiser, overrides: Record<string, unknown> = {}) => {
    const { cover, logo } = await uploadedImages(who);
    return {
      name: 'Gulf Youth MUN',
      description: 'Three days of committee sessions for schools across the Emirates.',
      start_date: dayFromToday(10),
      end_date: dayFromToday(12),
      cover_image: cover,
      logo_image: logo,
      number_of_seats: '120',
      fees_per_delegate: '150',
      total_revenue: 18000,
      website: 'https://gulfmun.example.org',
      instagram: '@gulfmun',
      organiser_id: who.organiserId,
      ...overrides,
    };
  };

  const createEvent = async (who: Organiser, overrides: Record<string, unknown> = {}) => {
    const created = await call('POST', `/api/v1/events/create-event/${who.organiserId}`, who, await eventBody(who, overrides));
    if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
    return created.json().data as { id: string; status: string; revision: number; school_id: string };
  };

  return { ...people, call, organiser, uploadImage, eventBody, createEvent };
};
