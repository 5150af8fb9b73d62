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
}

/** The signed-in user as spec §3 describes it. Credits and school accounts come with their issues. */
export async function loadUser(db: D1Database, userId: number, impersonating: boolean): Promise<User | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.slug, u.email, u.world, u.is_seller, u.is_staff, u.created_at, u.creation_source, u.public_name,
         u.user_name, u.first_name, u.last_name, u.image_path, u.double_opt_in, u.terms_version,
         b.email AS invoice_email, b.client_email AS invoice_client_email,
         (SELECT MAX(version) FROM terms_versions) AS current_terms
       FROM users u LEFT JOIN billing_addresses b ON b.user_id = u.id
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
      details: { credits: { amount: 0, had_credits: false }, currencyCode: worldCurrency(world), schoolAccount: null },
      invoiceDetails: { email: row.invoice_email, clientEmail: row.invoice_client_email },
    },
    availableCredits: 0,
    hadCredits: false,
    loggedInAsAnotherUser: impersonating,
    doubleOptIn: row.double_opt_in === 1,
    isAgbAccepted: row.terms_version >= (row.current_terms ?? 0),
  };
}
