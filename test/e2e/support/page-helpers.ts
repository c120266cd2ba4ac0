import type { Locator, Page } from 'playwright-core';

/** Locators and waits every browser test uses. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 15_000 });
export const rowWith = (page: Page, text: string): Locator => page.getByRole('row').filter({ hasText: text });
export const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Opens a list row's action menu and picks an item. */
export const menuItem = async (page: Page, rowName: string, item: string) => {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${rowName}` });
  await shown(menu);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
};

/** Logs in through the form and waits for the spec's toast. */
export const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await shown(toast(page, 'Login successful!'));
};

/** How far the page scrolls sideways (0 when nothing overflows the window's width). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
