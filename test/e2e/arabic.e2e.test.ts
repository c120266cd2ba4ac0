import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateUsername } from '@domain/users/profile-rules';
import { launchBrowser, screenshot, type BrowserSession } from './support/browser';
import { eventSetup, testPerson } from './support/event-setup';
import { shown, sidewaysOverflow } from './support/page-helpers';
import { outboxLink, studentWithProfile } from './support/server-api';
import { startSeededServer, superUserLogin, type SeededServer } from './support/seeded-server';

/**
 * The product in Arabic at a laptop's and a phone's width: sign-up → profile wizard →
 * registration → delegate page, the organiser's Delegates and Allocation tabs and the super
 * user's Schools list. On every screen: right to left, nothing scrolls sideways, no English of
 * the screens left (the catalogues' English looked for in the page's text). Screenshots are kept.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const catalogue: Record<string, string> = Object.assign(
  {},
  ...globSync('web/src/**/i18n/ar.json', { cwd: root }).map((path) => JSON.parse(readFileSync(`${root}/${path}`, 'utf8')) as object),
);
const ar = (english: string): string => {
  const arabic = catalogue[english];
  if (arabic === undefined) throw new Error(`no Arabic for "${english}"`);
  return arabic;
};

/**
 * The screens' own English, as it would show if a word were left untranslated (messages with values
 * left out, and what Arabic writes the same way, such as a date's format 'YYYY-MM-DD').
 */
const screenWords = Object.keys(catalogue).filter(
  (english) => !english.includes('{') && /[A-Za-z]{3,}/.test(english) && !catalogue[english]!.includes(english),
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const screenWordPatterns = screenWords.map((english) => ({ english, pattern: new RegExp(`(^|[^A-Za-z])${escape(english)}([^A-Za-z]|$)`) }));

let seeded: SeededServer;
let setup: ReturnType<typeof eventSetup>;
const stamp = Date.now().toString(36);
const organiser = testPerson('Hessa', 'Host', 'ar', stamp);
const eventName = `Gulf MUN ${stamp}`;
const arabicSchool = 'مدرسة الإمارات الوطنية';
let eventId: string;
let adminToken: string;
let laylaLogin: { email: string; password: string };
/** Data the test itself made or the seed holds, in English on purpose: not words of the screens. */
let data: string[] = [];

beforeAll(async () => {
  seeded = await startSeededServer();
  setup = eventSetup(seeded.server.url, seeded.database.url);
  const made = await setup.organiserWithEvent(organiser, { name: eventName, seats: 40 });
  eventId = made.eventId;
  adminToken = made.adminToken;
  const catalogueCommittees = await setup.api<Array<{ id: number; abbr: string; committee: string; category: string }>>(
    'GET',
    '/api/v1/committees/all-committees',
    undefined,
    adminToken,
  );
  for (const entry of catalogueCommittees.filter((committee) => committee.category === 'country').slice(0, 2)) {
    await setup.api(
      'POST',
      '/api/v1/event-committees/save-event-committees-by-event',
      { committeeId: String(entry.id), eventId, category: 'country', abbr: entry.abbr, seats: '20' },
      made.host.token,
    );
  }
  // A delegate already there, with an Arabic name, for the organiser's lists.
  const layla = 'ليلى الكعبي';
  laylaLogin = testPerson('Layla', 'First', 'ar', stamp);
  const laylaIds = await studentWithProfile(seeded.server.url, seeded.database.url, {
    ...laylaLogin,
    fullname: layla,
    username: generateUsername(layla, Math.random),
  });
  await setup.api(
    'POST',
    `/api/v1/registerations/event-registration-student/${laylaIds.userId}`,
    { eventId, mun_experience: '1', food_pref: 'Vegetarian', food_allergies: '', emergency_name: 'خالد', emergency_phone: '50 650 5005' },
    laylaIds.token,
  );
  const dubai = (
    await setup.api<Array<{ id: string; name: string; areas: Array<{ id: string; name: string }> }>>(
      'GET',
      '/api/v1/localities/all-localities',
      undefined,
      adminToken,
    )
  ).find((locality) => locality.name === 'Dubai')!;
  await setup.api(
    'POST',
    '/api/v1/schools/create-school',
    { name: arabicSchool, locality_id: dubai.id, area_id: dubai.areas[0]!.id },
    adminToken,
  );
  // The master data is English in the seed (schools, localities, areas, committees, countries).
  const schools = await setup.api<Array<{ name: string; locality: { name: string }; area: { name: string } | null }>>(
    'GET',
    '/api/v1/schools/all-schools',
    undefined,
    adminToken,
  );
  const countries = await setup.api<Array<{ name: string }>>('GET', '/api/v1/countries/all-countries', undefined, adminToken);
  const leadershipRoles = await setup.api<Array<{ leadership_role: string }>>(
    'GET',
    '/api/v1/leadership-roles/all-leadership-roles',
    undefined,
    adminToken,
  );
  data = [
    eventName,
    organiser.fullname,
    organiser.email,
    'Hatta Mountain School',
    'Hatta',
    // The event's description, as the set-up typed it.
    'Committee sessions for schools across the Emirates.',
    ...schools.flatMap((school) => [school.name, school.locality.name, school.area?.name ?? '']),
    ...catalogueCommittees.flatMap((committee) => [committee.committee, committee.abbr]),
    ...leadershipRoles.map((role) => role.leadership_role),
    ...countries.map((country) => country.name),
  ]
    .filter((value) => value.length > 0)
    // Longest first: a name is taken out whole before a shorter one inside it.
    .sort((a, b) => b.length - a.length);
});

afterAll(async () => {
  await seeded?.stop();
});

/** Opens a browser whose pages start in Arabic (as after choosing it once on this device). */
const arabicBrowser = async (width: number, chooseOnPage = false): Promise<BrowserSession> => {
  const session = await launchBrowser(seeded.server.url, { viewport: { width, height: width < 500 ? 844 : 860 } });
  if (!chooseOnPage) await session.context.addInitScript(() => localStorage.getItem('language') ?? localStorage.setItem('language', 'ar'));
  return session;
};

/** English words of the screens found in the page's text. */
const englishLeft = async (page: Page): Promise<string[]> => {
  // The language choice names each language in itself ('English' among them): not a word of the screens.
  const text = await page.evaluate(() => {
    const choice = document.querySelector<HTMLElement>('.language-switch');
    return choice ? document.body.innerText.replace(choice.innerText, ' ') : document.body.innerText;
  });
  const withoutData = data.reduce((rest, value) => rest.replaceAll(value, ' '), text);
  // Each word with the text around it, so a failure says where it is.
  return screenWordPatterns.flatMap(({ english, pattern }) => {
    const match = pattern.exec(withoutData);
    return match
      ? [`${english} in “${withoutData.slice(Math.max(0, match.index - 30), match.index + english.length + 30).replaceAll('\n', ' ¶ ')}”`]
      : [];
  });
};

/** Right to left, no sideways scrolling, no English of the screens; a screenshot to look at. */
const looksRight = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await screenshot(page, `arabic-${name}`);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
  expect(await sidewaysOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await englishLeft(page), `${name} shows English`).toEqual([]);
};

const logInInArabic = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel(ar('Email')).fill(email);
  await page.getByLabel(ar('Password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: ar('Log In') }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
};

const newestSubject = async (email: string) => {
  const client = new pg.Client({ connectionString: seeded.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string }>(
      'SELECT subject FROM mail_outbox.messages WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1',
      [email],
    );
    return rows[0]?.subject;
  } finally {
    await client.end();
  }
};

describe.each([
  ['laptop', 1366],
  ['phone', 390],
])('in Arabic on a %s (%i px)', (device, width) => {
  const student = { ...testPerson('Maryam', device, `ar-${device}`, stamp), fullname: 'مَرْيَم الهاشمي' };

  it('signs up, completes the profile, registers and finds the delegate page', { timeout: 180_000 }, async () => {
    const session = await arabicBrowser(width, true);
    const { page, errors } = session;
    try {
      await page.goto('/signup');
      await page
        .getByRole('combobox', { name: 'Language' })
        .or(page.getByRole('combobox', { name: ar('Language') }))
        .selectOption('ar');
      await shown(page.getByRole('button', { name: ar('Sign Up') }));
      await looksRight(page, `${device}-signup`);
      await page.getByLabel(ar('Email')).fill(student.email);
      await page.getByLabel(ar('Password'), { exact: true }).fill(student.password);
      await page.getByRole('radio', { name: ar('Student') }).check();
      await page.getByRole('button', { name: ar('Sign Up') }).click();
      await page.waitForURL(/\/email-verification$/);
      await shown(page.getByRole('heading', { name: ar('Check your email') }));
      await looksRight(page, `${device}-check-email`);
      // The verification e-mail was written in the language chosen on the sign-up page.
      await expect.poll(() => newestSubject(student.email)).toBe('تأكيد بريدك الإلكتروني');

      await page.goto(await outboxLink(seeded.database.url, student.email));
      await page.waitForURL(/\/student-profile$/, { timeout: 20_000 });
      await shown(page.getByRole('heading', { name: ar('Personal Info') }));
      await page.getByLabel(ar('Full name')).fill(student.fullname);
      await expect.poll(() => page.getByLabel(ar('Username')).inputValue()).toMatch(/^[a-z]+\d{4}$/);
      await page.getByLabel(ar('Date of birth')).fill('2009-05-01');
      await page.getByLabel(ar('Gender')).selectOption({ index: 2 });
      await looksRight(page, `${device}-wizard-personal`);
      await page.getByRole('button', { name: ar('Next') }).click();

      await shown(page.getByRole('heading', { name: ar('School Info') }));
      await page.getByLabel(ar('Locality')).selectOption({ label: 'Dubai' });
      // Found without its diacritics and with a bare alef for the hamza.
      await page.getByRole('combobox', { name: ar('Search school') }).fill('مدرسه الامارات');
      await page.getByRole('option', { name: arabicSchool }).click();
      await page.getByLabel(ar('Grade')).selectOption({ index: 3 });
      await looksRight(page, `${device}-wizard-school`);
      await page.getByRole('button', { name: ar('Next') }).click();

      await shown(page.getByRole('heading', { name: ar('Contact Info') }));
      await page.getByLabel(ar('Phone number')).fill('50 123 4567');
      await looksRight(page, `${device}-wizard-contact`);
      await page.getByRole('button', { name: ar('Submit') }).click();
      await shown(page.getByRole('heading', { name: ar('Profile created successfully') }));
      await looksRight(page, `${device}-wizard-done`);

      await page.goto(`/student-registration/${eventId}`);
      await shown(page.getByRole('heading', { name: ar('Review Info') }));
      await looksRight(page, `${device}-registration-review`);
      await page.getByRole('tab', { name: new RegExp(ar('MUN Info')) }).click();
      await page.getByLabel(ar('MUN Experience in Years')).fill('2');
      await page.getByLabel(ar('Preferred Committee - Choice {n}').replace('{n, number}', '1')).selectOption({ index: 1 });
      await looksRight(page, `${device}-registration-mun`);
      await page.getByRole('tab', { name: new RegExp(ar('Food Info')) }).click();
      await page.getByRole('button', { name: ar('Vegetarian'), exact: true }).click();
      await page.getByRole('tab', { name: new RegExp(ar('Emergency Info')) }).click();
      await page.getByLabel(ar('Emergency Contact Name')).fill('خالد الهاشمي');
      await page.getByLabel(ar('Emergency mobile number')).fill('50 650 5005');
      await looksRight(page, `${device}-registration-emergency`);
      await page.getByRole('button', { name: ar('Register'), exact: true }).click();
      await page.waitForURL(new RegExp(`/student-registration-success/${eventId}$`));
      await looksRight(page, `${device}-registration-success`);
      await page.goto(`/student-delegate-page/${eventId}`);
      await page.getByRole('tab', { name: ar('Registration Info') }).click();
      await expect
        .poll(() => page.getByLabel(ar('Emergency Contact Name'), { exact: true }).inputValue(), { timeout: 15_000 })
        .toBe('خالد الهاشمي');
      await looksRight(page, `${device}-delegate-page`);
      expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    } catch (error) {
      await screenshot(page, `arabic-${device}-failed-journey`);
      throw error;
    } finally {
      await session.close();
    }
  });

  it(
    "shows the organiser's Delegates and Allocation tabs, and finds an Arabic name typed without its diacritics",
    { timeout: 120_000 },
    async () => {
      const session = await arabicBrowser(width);
      const { page } = session;
      try {
        await logInInArabic(page, organiser.email, organiser.password);
        await page.goto(`/event-dashboard/${eventId}`);
        await page
          .getByRole('tab', { name: ar('Delegates') })
          .first()
          .click();
        const table = page.getByRole('table').first();
        await shown(table.getByText('مَرْيَم الهاشمي').first());
        await looksRight(page, `${device}-workspace-delegates`);
        await page.getByLabel(ar('Search')).first().fill('مريم الهاشمى');
        await shown(table.getByText('مَرْيَم الهاشمي').first());
        await page.getByLabel(ar('Search')).first().fill('');
        await page
          .getByRole('tab', { name: ar('Allocation') })
          .first()
          .click();
        await page.waitForLoadState('networkidle');
        await looksRight(page, `${device}-workspace-allocation`);
      } finally {
        await session.close();
      }
    },
  );

  it("shows the super user's Schools list, searched in Arabic with and without diacritics", { timeout: 120_000 }, async () => {
    const session = await arabicBrowser(width);
    const { page } = session;
    try {
      await logInInArabic(page, superUserLogin.email, superUserLogin.password);
      await page.goto('/super-user/masterlists/schools');
      await shown(page.getByRole('table').first());
      await looksRight(page, `${device}-schools`);
      const search = page.getByLabel(ar('Search')).first();
      for (const typed of ['مَدْرَسَة الإمارات', 'مدرسه الامارات']) {
        await search.fill(typed);
        await shown(page.getByRole('row').filter({ hasText: arabicSchool }).first());
        expect(await page.getByRole('row').filter({ hasText: 'Dubai College' }).count()).toBe(0);
      }
      await looksRight(page, `${device}-schools-searched`);
    } finally {
      await session.close();
    }
  });
});

/** Every screen of a role, in Arabic: none of the screens' English left (the journeys above look closer at some). */
const sweep = async (session: BrowserSession, paths: readonly string[], found: Record<string, string[]>) => {
  const { page } = session;
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A lazily loaded screen may still be on its loading line.
    await expect.poll(() => page.evaluate(() => document.querySelector('[role="status"]')?.textContent ?? '')).not.toMatch(/جارٍ التحميل/);
    const left = await englishLeft(page);
    if (left.length > 0) found[path] = left;
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await screenshot(page, `arabic-sweep${path.replace(eventId, 'event').replaceAll(/[/?=&]+/g, '-')}`);
  }
};

it('shows every screen of the super user, the organiser and a delegate in Arabic', { timeout: 300_000 }, async () => {
  const found: Record<string, string[]> = {};
  const admin = await arabicBrowser(1366);
  try {
    await logInInArabic(admin.page, superUserLogin.email, superUserLogin.password);
    await sweep(
      admin,
      [
        '/super-user',
        '/super-user/history',
        '/super-user/masterlists/events',
        '/super-user/masterlists/organisers',
        '/super-user/masterlists/leadership-roles',
        '/super-user/masterlists/committees',
        '/super-user/masterlists/countries',
        '/super-user/masterlists/users',
        '/super-user/masterlists/superusers',
        '/super-user/masterlists/localities',
      ],
      found,
    );
  } finally {
    await admin.close();
  }
  const host = await arabicBrowser(1366);
  try {
    await logInInArabic(host.page, organiser.email, organiser.password);
    await sweep(
      host,
      [
        '/organiser',
        '/home',
        '/event-create',
        ...['dashboard', 'event-details', 'leadership-roles', 'committees', 'agendas', 'delegates', 'general-documents'].map(
          (tab) => `/event-dashboard/${eventId}?tab=${tab}`,
        ),
        `/upload-delegates/${eventId}`,
        `/attendance/${eventId}`,
        `/papers/${eventId}`,
        `/awards/${eventId}`,
        `/results/${eventId}`,
        `/certificates/${eventId}`,
        '/profile-page',
      ],
      found,
    );
  } finally {
    await host.close();
  }
  const delegate = await arabicBrowser(1366);
  try {
    await logInInArabic(delegate.page, laylaLogin.email, laylaLogin.password);
    await sweep(delegate, ['/student-home', '/dashboard', '/student-profile-page', `/student-delegate-page/${eventId}`, '/chair'], found);
  } finally {
    await delegate.close();
  }
  const teacherLogin = testPerson('Omar', 'Teacher', 'ar', stamp);
  await setup.teacherWithProfile({ ...teacherLogin, fullname: 'عمر المنصوري', username: generateUsername('عمر المنصوري', Math.random) });
  const teacher = await arabicBrowser(1366);
  try {
    await logInInArabic(teacher.page, teacherLogin.email, teacherLogin.password);
    await sweep(teacher, ['/teacher-home', '/delegation', '/teacher-profile-page'], found);
  } finally {
    await teacher.close();
  }
  expect(found).toEqual({});
});
