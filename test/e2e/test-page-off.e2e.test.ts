import { afterAll, beforeAll, expect, it } from 'vitest';
import { browserSessions } from './support/browser';
import { shown } from './support/page-helpers';
import { startSeededServer, type SeededServer } from './support/seeded-server';

let seeded: SeededServer;
const browsers = browserSessions();

beforeAll(async () => {
  seeded = await startSeededServer({ TEST_EMAIL_CONFIRMATION: 'false' });
});

afterAll(async () => {
  await browsers.closeAll();
  await seeded?.stop();
});

it('serves no email lookup test page where the deployment switched it off', async () => {
  const { page } = await browsers.open(seeded.server.url);
  const response = await page.goto('/test-email-confirmation');
  expect(response?.status()).toBe(404);
  await shown(page.getByRole('heading', { name: 'Oops! Page Not Found' }));
  expect(await page.getByRole('button', { name: 'Look Up User' }).count()).toBe(0);

  // Reached from inside the app, too.
  await page.goto('/login');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/test-email-confirmation');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await shown(page.getByRole('heading', { name: 'Oops! Page Not Found' }));
});
