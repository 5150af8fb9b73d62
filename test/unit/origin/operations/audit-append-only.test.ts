import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file under a folder (no build output). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '.wrangler' || name === 'node_modules' ? [] : sources(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('the staff audit log (docs/operations.md, "Audit log")', () => {
  it('is never updated or deleted by code: no UPDATE or DELETE of staff_audit anywhere in src or scripts', () => {
    const offenders = [...sources('src'), ...sources('scripts')].filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /\b(UPDATE|DELETE\s+FROM|REPLACE\s+INTO|INSERT\s+OR\s+REPLACE\s+INTO)\s+staff_audit\b/i.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('finds such a statement when there is one (the check can fail)', () => {
    expect(/\b(UPDATE|DELETE\s+FROM)\s+staff_audit\b/i.test("db.prepare('DELETE FROM staff_audit WHERE id = ?')")).toBe(true);
  });
});
