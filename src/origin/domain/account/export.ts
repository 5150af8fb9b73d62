/**
 * The GDPR data export (Art. 15 and 20): everything Kreide holds about one user, as one JSON
 * document. Secrets that would let the file's holder act as the user are left out: password
 * hashes, token hashes, and the links in e-mails (they may still be valid).
 */
import type { NotificationState } from './notifications';

export interface ExportProfileRow {
  id: number;
  slug: string;
  email: string;
  world: string;
  public_name: string | null;
  user_name: string | null;
  first_name: string | null;
  last_name: string | null;
  subtitle: string | null;
  description: string | null;
  facebook_profile: string | null;
  instagram_profile: string | null;
  pinterest_profile: string | null;
  private_profile: number;
  image_path: string | null;
  avatar_path: string | null;
  profile_background_path: string | null;
  profile_background_data: string | null;
  country_code: string | null;
  is_seller: number;
  became_seller_at: string | null;
  created_at: string;
  creation_source: string;
  email_confirmed_at: string | null;
  registration_finished_at: string | null;
  terms_version: number;
  double_opt_in: number;
  has_password: number;
}

export interface ExportSources {
  profile: ExportProfileRow;
  billingAddress: Record<string, unknown> | null;
  bankDetails: { account_holder: string; iban: string; bic: string; updated_at: string } | null;
  notifications: NotificationState;
  socialIdentities: { provider: string; created_at: string }[];
  sessions: { client_id: string; scope: string; platform: string; impersonator_id: number | null; created_at: string; expires_at: string; revoked_at: string | null }[];
  impersonations: { staff_id: number; started_at: string; reason: string }[];
  messages: { template: string; subject: string; body_text: string; world: string; created_at: string; sent_at: string | null }[];
  events: { name: string; world: string; payload: string; occurred_at: string; received_at: string }[];
  materials: { id: number; world: string; title: string; created_at: string; is_active: number; deleted_at: string | null }[];
  purchases: { id: number; material_id: number; title: string | null; price: number; currency: string; created_at: string }[];
  ratings: { material_id: number; stars: number; body: string; created_at: string }[];
  comments: { id: number; material_id: number; parent_id: number | null; body: string; created_at: string; deleted_at: string | null }[];
  likes: { material_id: number; created_at: string }[];
  subscriptions: { subject_type: string; subject_id: number; world: string; created_at: string }[];
  orders: (Record<string, unknown> & { country_evidence: string; billing: string })[];
  invoices: { number: string; kind: string; issued_at: string }[];
  credits: { currency: string; amount: number; reason: string; note: string; created_at: string }[];
  licences: { material_id: number; licence_id: string; school_id: number | null; created_at: string }[];
  royalties: { material_id: number; currency: string; net: number; rate_bp: number; amount: number; kind: string; created_at: string }[];
  school: { school_id: number; role: string; created_at: string } | null;
  cart: { world: string; material_id: number; added_at: string }[];
}

/** E-mail bodies with every link replaced: a recovery or confirmation link may still work. */
export function withoutLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/\S+/g, '[link removed]');
}

function parsedPayload(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload;
  }
}

const EXPORT_FORMAT = 'kreide-account-export';
const EXPORT_VERSION = 1;

export function exportFileName(userId: number): string {
  return `kreide-data-${userId}.json`;
}

export function assembleExport(sources: ExportSources, generatedAt: Date) {
  const p = sources.profile;
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    generated_at: generatedAt.toISOString(),
    user_id: p.id,
    profile: {
      id: p.id,
      slug: p.slug,
      email: p.email,
      world: p.world,
      public_name: p.public_name,
      user_name: p.user_name,
      first_name: p.first_name,
      last_name: p.last_name,
      subtitle: p.subtitle,
      description: p.description,
      facebook_profile: p.facebook_profile,
      instagram_profile: p.instagram_profile,
      pinterest_profile: p.pinterest_profile,
      private_profile: p.private_profile === 1,
      image_path: p.image_path,
      avatar_path: p.avatar_path,
      profile_background_path: p.profile_background_path,
      profile_background_data: p.profile_background_data,
      country_code: p.country_code,
      is_seller: p.is_seller === 1,
      became_seller_at: p.became_seller_at,
      created_at: p.created_at,
      creation_source: p.creation_source,
      email_confirmed_at: p.email_confirmed_at,
      registration_finished_at: p.registration_finished_at,
      accepted_terms_version: p.terms_version,
      newsletter_opt_in: p.double_opt_in === 1,
      has_password: p.has_password === 1,
    },
    billing_address: sources.billingAddress,
    bank_details: sources.bankDetails,
    notification_preferences: { email: sources.notifications },
    social_identities: sources.socialIdentities.map((s) => ({ provider: s.provider, linked_at: s.created_at })),
    sessions: sources.sessions.map((s) => ({
      client_id: s.client_id,
      scope: s.scope,
      platform: s.platform,
      created_at: s.created_at,
      expires_at: s.expires_at,
      revoked_at: s.revoked_at,
      by_staff_id: s.impersonator_id,
    })),
    impersonations: sources.impersonations.map((i) => ({ staff_id: i.staff_id, started_at: i.started_at, reason: i.reason })),
    messages: sources.messages.map((m) => ({
      template: m.template,
      subject: m.subject,
      body: withoutLinks(m.body_text),
      world: m.world,
      created_at: m.created_at,
      sent_at: m.sent_at,
    })),
    events: sources.events.map((e) => ({ name: e.name, world: e.world, payload: parsedPayload(e.payload), occurred_at: e.occurred_at, received_at: e.received_at })),
    materials_authored: sources.materials.map((m) => ({
      id: m.id,
      world: m.world,
      title: m.title,
      created_at: m.created_at,
      active: m.is_active === 1,
      deleted_at: m.deleted_at,
    })),
    purchases: sources.purchases,
    ratings: sources.ratings,
    comments: sources.comments,
    likes: sources.likes,
    subscriptions: sources.subscriptions,
    orders: sources.orders.map((o) => ({ ...o, country_evidence: parsedPayload(o.country_evidence), billing: parsedPayload(o.billing) })),
    invoices: sources.invoices,
    credits: sources.credits,
    licences: sources.licences,
    royalties: sources.royalties,
    school: sources.school,
    cart: sources.cart,
    not_included: 'Password and session token hashes, and the links in e-mails, are left out: they would let the holder of this file act as you.',
  };
}
