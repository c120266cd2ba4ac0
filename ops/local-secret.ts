import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';

/**
 * On a developer machine without JWT_SECRET, a random secret is kept in .local/ so tokens
 * survive restarts. Deployments set JWT_SECRET explicitly.
 */
export const localJwtSecret = async (): Promise<string> => {
  const file = new URL('../.local/jwt-secret', import.meta.url);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(new URL('../.local/', import.meta.url), { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
};
