import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** Where screenshots go; E2E_SCREENSHOT_DIR overrides it. */
export const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? join(tmpdir(), 'mun-e2e-screenshots');

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught page errors, console errors and Content-Security-Policy violations (`csp: ...`)
   * seen so far (a test can assert there were none).
   */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Launches Chromium headless. `chromium.launch` always starts from a fresh temporary profile
 * (user-data dir) that Playwright deletes on close, so no test sees another's cookies or storage;
 * Playwright refuses a `--user-data-dir` argument for exactly that reason.
 */
export const launchBrowser = async (
  baseURL: string,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<BrowserSession> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: options.viewport ?? { width: 1366, height: 860 },
      locale: 'en-GB',
      timezoneId: 'Asia/Dubai',
    });
    const errors: string[] = [];
    // Reported from every page of the context, whatever the console says of it.
    await context.exposeBinding('reportCspViolation', (_source, text: string) => errors.push(`csp: ${text}`));
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (globalThis as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`,
        ),
      ),
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    return {
      browser,
      context,
      page,
      errors,
      close: async () => {
        await context.close().catch(() => undefined);
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
};

/**
 * The browsers a test file opens, one per person or journey so that nobody's storage leaks into
 * the next: `open` launches one (as `launchBrowser`) and keeps it, `closeAll` (in afterAll) closes
 * every one.
 */
export const browserSessions = () => {
  const sessions: BrowserSession[] = [];
  return {
    open: async (baseURL: string, options?: Parameters<typeof launchBrowser>[1]) => {
      const session = await launchBrowser(baseURL, options);
      sessions.push(session);
      return session;
    },
    closeAll: async () => {
      for (const session of sessions.splice(0)) await session.close();
    },
  };
};

/** Saves a full-page PNG as `<screenshotDir>/<name>.png` and returns its path. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
};
