import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../src/shared/i18n/catalogue.generated';
import type { Messages } from '../../../src/shared/i18n/catalogue-types';
import { NOTIFICATION_TOPICS } from '../../../src/shared/schemas/account';
import { ACCOUNT_MENU_SCREENS, SELLER_MENU_SCREENS, SETTINGS_MENU_SCREENS } from '../../../src/client/islands/AccountMenu';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const islands = join(root, 'src/client/islands');

function lookup(area: string, path: string): unknown {
  let node: unknown = (CATALOGUE.en as Record<string, Messages>)[area];
  for (const part of path.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

describe('texts of the account islands', () => {
  const files = [...readdirSync(islands).map((f) => join(islands, f)), join(root, 'src/edge/pages/account-pages.tsx')];
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z-]+):([A-Za-z0-9_.]+)'/g)) keys.add(`${match[1]}:${match[2]}`);
  }

  it('finds the keys', () => {
    expect(keys.size).toBeGreaterThan(50);
  });

  it.each([...keys].sort())('%s exists in English', (key) => {
    const [area = '', path = ''] = key.split(':');
    // A text with plural forms (`{ count }`) exists as its `_other` form.
    expect(typeof (lookup(area, path) ?? lookup(area, `${path}_other`))).toBe('string');
  });

  it('has every dynamic key: menu links (the screens\' headings), billing fields, notification topics, providers', () => {
    for (const name of [...ACCOUNT_MENU_SCREENS, ...SETTINGS_MENU_SCREENS, ...SELLER_MENU_SCREENS]) {
      expect(typeof lookup('meta', `${name}.heading`), name).toBe('string');
    }
    for (const field of ['name', 'company', 'street', 'postal_code', 'city', 'country', 'vat_id', 'email', 'client_email']) {
      expect(typeof lookup('cabinet-settings', `billing.${field}`), field).toBe('string');
    }
    for (const topic of NOTIFICATION_TOPICS) {
      expect(typeof lookup('cabinet-settings', `notifications.topics.${topic}`), topic).toBe('string');
    }
    for (const provider of ['google', 'apple', 'microsoft', 'facebook']) expect(typeof lookup('login', `social.${provider}`)).toBe('string');
  });
});
