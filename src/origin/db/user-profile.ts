import type { User } from '../../shared/schemas/identity';
import { worldCurrency, isWorld, DEFAULT_WORLD } from '../../shared/worlds';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';

interface UserRow {
  id: number;
  slug: string;
  email: string;
  world: string;
  is_seller: number;
  is_staff: number;
  created_at: string;
  creation_source: string;
  public_name: string | null;
  user_name: string | null;
  first_name: string | null;
  last_name: string | null;
  image_path: string | null;
  double_opt_in: number;
  terms_version: number;
  invoice_email: string | null;
  invoice_client_email: string | null;
  current_terms: number | null;
  credits: number | null;
  had_credits: number | null;
  school_id: number | null;
  school_role: string | null;
  school_verified: number | null;
}

/** The signed-in user (docs/product-rules.md, "Entities"), with the credit balance of their world's currency and their school. */
export async function loadUser(db: D1Database, userId: number, impersonating: boolean): Promise<User | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.slug, u.email, u.world, u.is_seller, u.is_staff, u.created_at, u.creation_source, u.public_name,
         u.user_name, u.first_name, u.last_name, u.image_path, u.double_opt_in, u.terms_version,
         b.email AS invoice_email, b.client_email AS invoice_client_email,
         (SELECT MAX(version) FROM terms_versions) AS current_terms,
         cb.amount AS credits, cb.had_credits, sm.school_id, sm.role AS school_role, s.is_verified AS school_verified
       FROM users u LEFT JOIN billing_addresses b ON b.user_id = u.id
       LEFT JOIN credit_balances cb ON cb.user_id = u.id AND cb.currency = (SELECT currency FROM worlds w WHERE w.code = u.world)
       LEFT JOIN school_members sm ON sm.user_id = u.id LEFT JOIN schools s ON s.id = sm.school_id
       WHERE u.id = ? AND u.deleted_at IS NULL`,
    )
    .bind(userId)
    .first<UserRow>();
  if (!row) return null;
  const world = isWorld(row.world) ? row.world : DEFAULT_WORLD;
  const publicName = row.public_name || DEFAULT_AUTHOR_NAME;
  return {
    id: row.id,
    slug: row.slug,
    email: row.email,
    isSeller: row.is_seller === 1,
    isStaff: row.is_staff === 1,
    createdAt: row.created_at,
    creationSource: row.creation_source,
    world,
    details: { imagePath: row.image_path, publicName },
    userImagePath: row.image_path,
    userName: row.user_name || [row.first_name, row.last_name].filter(Boolean).join(' ') || publicName,
    profileDetails: {
      details: {
        credits: { amount: row.credits ?? 0, had_credits: row.had_credits === 1 },
        currencyCode: worldCurrency(world),
        schoolAccount:
          row.school_id === null ? null : { school_id: row.school_id, role: row.school_role ?? 'member', is_verified: row.school_verified === 1 },
      },
      invoiceDetails: { email: row.invoice_email, clientEmail: row.invoice_client_email },
    },
    availableCredits: row.credits ?? 0,
    hadCredits: row.had_credits === 1,
    loggedInAsAnotherUser: impersonating,
    doubleOptIn: row.double_opt_in === 1,
    isAgbAccepted: row.terms_version >= (row.current_terms ?? 0),
  };
}

