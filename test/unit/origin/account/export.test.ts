import { describe, expect, it } from 'vitest';
import { assembleExport, exportFileName, withoutLinks, type ExportSources } from '../../../../src/origin/domain/account/export';
import { notificationState } from '../../../../src/origin/domain/account/notifications';

const sources: ExportSources = {
  profile: {
    id: 7, slug: 'frau-test', email: 'erika@example.org', world: 'de', public_name: 'Frau Test', user_name: null, first_name: 'Erika',
    last_name: 'Test', subtitle: null, description: 'Mathe', facebook_profile: null, instagram_profile: null, pinterest_profile: null,
    private_profile: 0, image_path: null, avatar_path: null, profile_background_path: null, profile_background_data: null, country_code: 'AT',
    is_seller: 1, became_seller_at: '2026-01-02T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', creation_source: 'web',
    email_confirmed_at: '2026-01-01T00:01:00.000Z', registration_finished_at: '2026-01-01T00:02:00.000Z', terms_version: 1, double_opt_in: 1, has_password: 1,
  },
  billingAddress: { name: 'Erika Test', city: 'Wien' },
  bankDetails: { account_holder: 'Erika Test', iban: 'DE89370400440532013000', bic: 'DEUTDEFF', updated_at: '2026-01-03T00:00:00.000Z' },
  notifications: notificationState([{ topic: 'sales', email: 0 }], true),
  socialIdentities: [{ provider: 'google', created_at: '2026-01-04T00:00:00.000Z' }],
  sessions: [{ client_id: 'kreide-web', scope: 'full', platform: 'web', impersonator_id: null, created_at: 'a', expires_at: 'b', revoked_at: null }],
  impersonations: [{ staff_id: 1, started_at: 'c', reason: 'support' }],
  messages: [{ template: 'register_confirm', subject: 'Bitte bestätigen', body_text: 'Klicken: https://kreide.test/de/register/confirm/SECRET123 danke', world: 'de', created_at: 'd', sent_at: null }],
  events: [{ name: 'page_view', world: 'de', payload: '{"path":"/de"}', occurred_at: 'e', received_at: 'f' }, { name: 'odd', world: 'de', payload: 'not json', occurred_at: 'g', received_at: 'h' }],
  materials: [{ id: 11, world: 'de', title: 'Bruchrechnung', created_at: 'i', is_active: 1, deleted_at: null }],
  purchases: [{ id: 3, material_id: 12, title: 'Diktat', price: 250, currency: 'EUR', created_at: 'j' }],
  ratings: [{ material_id: 12, stars: 5, body: 'Super', created_at: 'k' }],
  comments: [{ id: 3, material_id: 12, parent_id: null, body: 'Danke!', created_at: 'l', deleted_at: null }],
  likes: [{ material_id: 12, created_at: 'm' }],
  subscriptions: [{ subject_type: 'author', subject_id: 7, world: 'de', created_at: 'n' }],
  orders: [{ public_id: 'o_1', billing: '{"name":"Erika"}', country_evidence: '{"geoCountry":"DE"}' }],
  invoices: [{ number: 'DE-2026-000001', kind: 'invoice', issued_at: 'n' }],
  credits: [],
  licences: [],
  royalties: [],
  school: null,
  cart: [],
};

describe('GDPR export', () => {
  it('assembles everything held, without secrets', () => {
    const doc = assembleExport(sources, new Date('2026-02-01T00:00:00Z'));
    expect(doc.orders[0]).toMatchObject({ public_id: 'o_1', billing: { name: 'Erika' }, country_evidence: { geoCountry: 'DE' } });
    expect(doc.invoices[0]?.number).toBe('DE-2026-000001');
    expect(doc).toMatchObject({
      format: 'kreide-account-export',
      generated_at: '2026-02-01T00:00:00.000Z',
      user_id: 7,
      profile: { email: 'erika@example.org', first_name: 'Erika', is_seller: true, private_profile: false, newsletter_opt_in: true, country_code: 'AT' },
      billing_address: { name: 'Erika Test' },
      bank_details: { iban: 'DE89370400440532013000' },
      notification_preferences: { email: { sales: false, comments: true, newsletter: true } },
      social_identities: [{ provider: 'google', linked_at: '2026-01-04T00:00:00.000Z' }],
      sessions: [{ created_at: 'a', expires_at: 'b', by_staff_id: null }],
      impersonations: [{ staff_id: 1, started_at: 'c' }],
      events: [{ name: 'page_view', payload: { path: '/de' } }, { name: 'odd', payload: 'not json' }],
      materials_authored: [{ id: 11, title: 'Bruchrechnung', active: true }],
      purchases: [{ material_id: 12, price: 250 }],
      ratings: [{ stars: 5 }],
      comments: [{ body: 'Danke!' }],
      likes: [{ material_id: 12 }],
    });
    expect(doc.messages[0]?.body).toBe('Klicken: [link removed] danke');
    const text = JSON.stringify(doc);
    expect(text).not.toContain('SECRET123');
    expect(text).not.toMatch(/password_hash|token_hash/);
  });

  it('names the file by user id', () => {
    expect(exportFileName(42)).toBe('kreide-data-42.json');
  });

  it('removes every link from mail bodies', () => {
    expect(withoutLinks('a http://x.test/1 b https://y.test/2?c=3')).toBe('a [link removed] b [link removed]');
  });
});

describe('notification preferences', () => {
  it('defaults every topic to on, the newsletter to the double opt-in', () => {
    expect(notificationState([], false)).toEqual({
      sales: true, new_followers: true, comments: true, ratings: true, newsletter: false, followed_authors: true, recommendations: true,
    });
    expect(notificationState([{ topic: 'ratings', email: 0 }, { topic: 'newsletter', email: 0 }, { topic: 'unknown', email: 0 }], true)).toMatchObject({
      ratings: false,
      newsletter: true,
    });
  });
});
