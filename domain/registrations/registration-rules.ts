import { z } from 'zod';

/**
 * The registration rules of spec §3, §5 and §8, shared by the server (which enforces them)
 * and the web app. The client checks nothing before submit (§5); the server still refuses
 * what it could not store or use.
 */
export const registrationMessages = {
  registered: 'Registration completed successfully!',
  failed: (message: string) => `Failed to register for event: ${message}`,
  cancelled: 'Registration cancelled successfully',
  cancelFailed: 'Failed to cancel registration',
  phoneCharacters: 'Only numbers and spaces are allowed in phone number',
  munExperience: 'MUN experience must be a whole number of years',
  committee: 'Please choose committees from the list',
  committeeOfEvent: 'Please choose from the committees this event offers',
  noEventCommittees: 'This event has no committees yet, so every committee is listed.',
  committeeTwice: 'Please choose a different committee for each choice',
  foodPreference: 'Food preference must be Vegetarian or Non-Vegetarian',
  noInfo: 'No registration info found for this event',
  removed: 'Delegate removed successfully',
} as const;

export const foodPreferences = ['Vegetarian', 'Non-Vegetarian'] as const;
export type FoodPreference = (typeof foodPreferences)[number];

/** §9: the 20 country codes of the phone pickers, +971 first (the default). */
export const countryCodes = [
  { code: '+971', flag: '🇦🇪', country: 'United Arab Emirates' },
  { code: '+1', flag: '🇺🇸', country: 'United States' },
  { code: '+44', flag: '🇬🇧', country: 'United Kingdom' },
  { code: '+33', flag: '🇫🇷', country: 'France' },
  { code: '+49', flag: '🇩🇪', country: 'Germany' },
  { code: '+81', flag: '🇯🇵', country: 'Japan' },
  { code: '+86', flag: '🇨🇳', country: 'China' },
  { code: '+91', flag: '🇮🇳', country: 'India' },
  { code: '+966', flag: '🇸🇦', country: 'Saudi Arabia' },
  { code: '+965', flag: '🇰🇼', country: 'Kuwait' },
  { code: '+973', flag: '🇧🇭', country: 'Bahrain' },
  { code: '+974', flag: '🇶🇦', country: 'Qatar' },
  { code: '+968', flag: '🇴🇲', country: 'Oman' },
  { code: '+20', flag: '🇪🇬', country: 'Egypt' },
  { code: '+90', flag: '🇹🇷', country: 'Turkey' },
  { code: '+7', flag: '🇷🇺', country: 'Russia' },
  { code: '+55', flag: '🇧🇷', country: 'Brazil' },
  { code: '+61', flag: '🇦🇺', country: 'Australia' },
  { code: '+64', flag: '🇳🇿', country: 'New Zealand' },
  { code: '+27', flag: '🇿🇦', country: 'South Africa' },
] as const;
export const DEFAULT_COUNTRY_CODE = '+971';

/** What the emergency phone input keeps as it is typed: digits and spaces (§5). */
export const phoneCharactersOnly = (text: string) => text.replace(/[^\d ]/g, '');
export const hasOnlyPhoneCharacters = (text: string) => /^[\d ]*$/.test(text);

const optionalText = (max: number, message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(max, message));

const optionalId = z
  .union([z.string(), z.number(), z.null()], { error: registrationMessages.committee })
  .optional()
  .transform((value) => (value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim()))
  .pipe(z.string().max(100, registrationMessages.committee).nullable());

/** Years as typed ('', '3', 3): empty is 0 (§3 default); anything but a whole number 0–50 is refused. */
const munExperience = z
  .union([z.string(), z.number(), z.null()], { error: registrationMessages.munExperience })
  .optional()
  .transform((value, context) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') return 0;
    if (!/^\d{1,2}$/.test(text) || Number(text) > 50) {
      context.addIssue({ code: 'custom', message: registrationMessages.munExperience });
      return z.NEVER;
    }
    return Number(text);
  });

const foodPreference = z
  .union([z.enum(foodPreferences), z.literal(''), z.null()], { error: registrationMessages.foodPreference })
  .optional()
  .transform((value) => (value ? value : null));

/**
 * The emergency phone: an optional country code from the list and digits with spaces, e.g.
 * '+971 50 650 5005'. Stored as typed (normalised spaces); empty is allowed (§5: no required checks).
 */
const emergencyPhone = z
  .union([z.string(), z.null()], { error: registrationMessages.phoneCharacters })
  .optional()
  .transform((value, context) => {
    const text = (value ?? '').trim().replace(/\s+/g, ' ');
    const code = countryCodes.find((entry) => text.startsWith(`${entry.code} `))?.code;
    const number = code ? text.slice(code.length + 1) : text;
    if (!hasOnlyPhoneCharacters(number) || number.replace(/ /g, '').length > 15) {
      context.addIssue({ code: 'custom', message: registrationMessages.phoneCharacters });
      return z.NEVER;
    }
    return number === '' ? '' : code ? `${code} ${number}` : number;
  });

/** POST event-registration-student/{userId}: the spec's payload names. */
export const studentRegistrationSchema = z
  .object({
    eventId: z
      .union([z.string(), z.number()], { error: 'Event ID is missing' })
      .transform(String)
      .pipe(z.string().trim().min(1, 'Event ID is missing').max(100)),
    mun_experience: munExperience,
    pref_committee_1_id: optionalId,
    pref_committee_2_id: optionalId,
    pref_committee_3_id: optionalId,
    food_pref: foodPreference,
    food_allergies: optionalText(200, 'Food allergies must be at most 200 characters'),
    emergency_name: optionalText(100, 'Emergency contact name must be at most 100 characters'),
    emergency_phone: emergencyPhone,
  })
  .superRefine((value, context) => {
    const chosen = [value.pref_committee_1_id, value.pref_committee_2_id, value.pref_committee_3_id].filter(
      (id): id is string => id !== null,
    );
    if (new Set(chosen).size !== chosen.length)
      context.addIssue({ code: 'custom', path: ['pref_committee_2_id'], message: registrationMessages.committeeTwice });
  });

/** POST event-registration-teacher/{userId}. */
export const teacherRegistrationSchema = z.object({
  eventId: z
    .union([z.string(), z.number()], { error: 'Event ID is missing' })
    .transform(String)
    .pipe(z.string().trim().min(1, 'Event ID is missing').max(100)),
  foodPreference,
  foodAllergies: optionalText(200, 'Food allergies must be at most 200 characters'),
});

/**
 * A registration number people can read out: the event's initials and the registration's
 * place in the event, e.g. 'GYM-0007'. Given once, at registration; unique within the event.
 */
export const registrationNumberOf = (eventName: string, sequence: number) => {
  const initials = eventName
    .normalize('NFD')
    .replace(/[^A-Za-z\s]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
  return `${initials || 'MUN'}-${String(sequence).padStart(4, '0')}`;
};

/** The Unique ID shown for a delegate: the leading characters of the user id (§3: 8, or 6 in Key Info). */
export const uniqueIdOf = (userId: string, length = 8) => userId.slice(0, length);
