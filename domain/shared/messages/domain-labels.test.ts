import { describe, expect, it } from 'vitest';
import { delegationModeMessages } from '../../allocation/delegation-mode';
import { STALE_DRY_RUN_MESSAGE } from '../../allocation/run-report';
import { countryEntry } from '../../catalogue/countries';
import { FILL_ALL_FIELDS, requiredText } from '../../catalogue/fields';
import { attendanceMarkLabels } from '../../conference/conference-rules';
import { MAX_EVENT_DAYS } from '../../events/event-dates';
import { eventInfoStep, eventLinksStep, eventMessages, seatsFeesStep } from '../../events/event-rules';
import { fieldLabels, importFields } from '../../imports/fields';
import { CONFERENCES_RULE, experienceUnitLabels, experienceUnits } from '../../imports/headings';
import { IMPORT_EVENT_ID_MISSING } from '../../imports/limits';
import { organiserMessages, registrationStatuses } from '../../organisers/organiser-rules';
import { paperStatuses, paperStatusLabels } from '../../papers/papers';
import { countryCodes, registrationMessages } from '../../registrations/registration-rules';
import { waitingListMessages } from '../../registrations/waiting-list';
import { FILL_REQUIRED_FIELDS, MERGE_SELECTION_INVALID } from '../../schools/fields';
import { passwordMessages } from '../../users/password-rules';
import { changePasswordSchema, profileBodySchema, profileMessages } from '../../users/profile-rules';
import { agendaMessages, committeeMessages } from '../../workspace/event-committee-rules';
import { documentMessages } from '../../workspace/event-documents';
import { eventLeaderMessages } from '../../workspace/event-leader-rules';
import { translateMessage } from './translate';

/**
 * The web app shows the domain's own English through tm() (web/src/i18n/intl.ts), which reads
 * it from this catalogue. Every label and message it can show is listed here, so a new one
 * without Arabic fails the suite instead of showing English on an Arabic screen.
 */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

const expectArabic = (english: string) => {
  const arabic = translateMessage(english, 'ar');
  expect(arabic, english).not.toBe(english);
  expect(arabic, english).toMatch(ARABIC_LETTER);
};

type Messages = Readonly<Record<string, unknown>>;

/**
 * A message table's texts: its strings as they are, its functions called with the sample values
 * given for them. A function without samples fails, so a new one cannot go unchecked.
 */
const textsOf = (name: string, messages: Messages, samples: Readonly<Record<string, readonly (readonly unknown[])[]>> = {}) =>
  Object.entries(messages).flatMap(([key, value]): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') {
      const calls = samples[key];
      if (!calls) throw new Error(`${name}.${key} is a function: give it sample values`);
      return calls.map((args) => String((value as (...values: unknown[]) => unknown)(...args)));
    }
    if (value && typeof value === 'object') return textsOf(`${name}.${key}`, value as Messages, samples);
    throw new Error(`${name}.${key} is neither a message nor a table of messages`);
  });

/** The message of each rule of a schema that the values break. */
const issuesOf = (
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  if (parsed.success || !parsed.error) throw new Error(`expected ${JSON.stringify(value)} to break the rules`);
  return parsed.error.issues.map((issue) => issue.message);
};

const TODAY = '2030-01-10';

describe('the domain labels and messages the web app shows with tm(), in Arabic', () => {
  it.each([
    ...Object.values(attendanceMarkLabels),
    ...paperStatuses.map((status) => paperStatusLabels[status]),
    ...importFields.map((field) => fieldLabels[field]),
    ...experienceUnits.map((unit) => experienceUnitLabels[unit]),
    ...countryCodes.map((entry) => entry.country),
  ])('label %s', expectArabic);

  it.each([
    CONFERENCES_RULE,
    IMPORT_EVENT_ID_MISSING,
    STALE_DRY_RUN_MESSAGE,
    FILL_ALL_FIELDS,
    FILL_REQUIRED_FIELDS,
    MERGE_SELECTION_INVALID,
  ])('message %s', expectArabic);

  it.each([
    ...textsOf('eventMessages', eventMessages, {
      maxLength: [[MAX_EVENT_DAYS], [1]],
      createFailed: [['Network error']],
      updateFailed: [['Network error']],
      notifiedSuffix: [[1], [2], [3], [11], [120]],
    }),
    ...textsOf('organiserMessages', organiserMessages, { statusIs: registrationStatuses.map((status) => [status]) }),
    ...textsOf('profileMessages', profileMessages),
    ...textsOf('passwordMessages', passwordMessages),
    ...textsOf('registrationMessages', registrationMessages, { failed: [['Network error']] }),
    ...textsOf('waitingListMessages', waitingListMessages),
    ...textsOf('eventLeaderMessages', eventLeaderMessages, {
      saveFailed: [['Network error']],
      updateFailed: [['Network error']],
      supportLoadFailed: [['Network error']],
    }),
    ...textsOf('committeeMessages', committeeMessages, {
      saveFailedFor: [['Disarmament and International Security']],
      updateFailedFor: [['Disarmament and International Security']],
      duplicate: [['DISEC']],
      unknownUser: [['amir1234']],
      seatsBelowAssigned: [[1], [12]],
      deleteWhileAssigned: [[1], [12]],
    }),
    ...textsOf('agendaMessages', agendaMessages),
    ...textsOf('documentMessages', documentMessages),
    ...textsOf('delegationModeMessages', delegationModeMessages, { set: [[true], [false]], unchanged: [[true], [false]] }),
  ])('message %s', expectArabic);

  it.each([
    ...issuesOf(eventInfoStep(TODAY), {}),
    ...issuesOf(eventInfoStep(TODAY), { name: ' ', description: 'x'.repeat(501), start_date: 'soon', end_date: '' }),
    ...issuesOf(eventInfoStep(TODAY), {
      cover_image: 'cover.png',
      logo_image: 'logo.png',
      name: 'Gulf MUN',
      description: 'A conference',
      start_date: '2030-01-05',
      end_date: '2030-01-04',
    }),
    ...issuesOf(seatsFeesStep, { number_of_seats: '0', fees_per_delegate: 'ten' }),
    ...issuesOf(eventLinksStep, { website: 'not a site', instagram: 'gulfmun' }),
    ...issuesOf(profileBodySchema('student', 'listed'), {}),
    ...issuesOf(profileBodySchema('teacher', 'custom-locality'), {
      fullname: 'Amira Haddad',
      username: 'zzzz1234',
      birthday: '1800-01-01',
      gender: 'female',
      custom_locality_name: '',
      custom_school_name: '',
      yearsOfExperience: 'ten',
      country_code: '+971',
      phone: '12',
    }),
    ...issuesOf(changePasswordSchema, {}),
    ...issuesOf(changePasswordSchema, { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'other' }),
    ...issuesOf(countryEntry, { name: '', code: 'ARE', tier: 'C' }),
    ...issuesOf(requiredText, 'x'.repeat(201)),
  ])('field message %s', expectArabic);
});
