import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '@shop/api/config';

/** File in the data directory holding the generated secret, so visitors keep their id across restarts. */
export const COOKIE_SECRET_FILE = 'cookie-secret';

/**
 * The secret that signs visitor cookies. Production must configure one (loadConfig refuses to
 * start without it); elsewhere one is generated on first start and kept in the data directory,
 * readable by this user only. Runs once at start-up, never per request.
 */
export function resolveCookieSecret(config: Pick<AppConfig, 'cookieSecret' | 'dataDir'>): string {
  if (config.cookieSecret) return config.cookieSecret;
  const file = join(config.dataDir, COOKIE_SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
