import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'node_modules', '.bin');

/**
 * Makes a registered user staff with one role (docs/operations.md) in the local D1 database the
 * e2e server runs on. There is no API for this on purpose; a staff demo account belongs in the
 * seed data.
 */
export function makeStaff(email: string, role: 'support' | 'finance' | 'content' | 'admin'): void {
  if (!/^[a-z0-9._+-]+@[a-z0-9.-]+$/.test(email)) throw new Error(`refusing an unusual e-mail address: ${email}`);
  execFileSync(
    join(bin, 'wrangler'),
    [
      'd1', 'execute', 'kreide', '--local', '-c', 'src/origin/wrangler.toml', '--persist-to', '.wrangler/state',
      '--command',
      `UPDATE users SET is_staff = 1 WHERE email = '${email}'; ` +
        `INSERT OR IGNORE INTO staff_roles (user_id, role, granted_at) SELECT id, '${role}', strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM users WHERE email = '${email}'`,
    ],
    {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}`, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_UPDATE_NOTIFIER: '1' },
    },
  );
}
