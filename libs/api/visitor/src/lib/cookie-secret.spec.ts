import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COOKIE_SECRET_FILE, resolveCookieSecret } from './cookie-secret';

describe('resolveCookieSecret', () => {
  it('uses the configured secret as is', () => {
    expect(resolveCookieSecret({ cookieSecret: 's'.repeat(40), dataDir: '/nonexistent' })).toBe('s'.repeat(40));
  });

  it('generates a secret once, keeps it readable by this user only, and reuses it after a restart', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shop-secret-')), 'data');
    const first = resolveCookieSecret({ cookieSecret: undefined, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, COOKIE_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveCookieSecret({ cookieSecret: undefined, dataDir })).toBe(first);
  });
});
