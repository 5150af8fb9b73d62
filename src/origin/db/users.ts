import { profileSlug } from '../domain/identity/slug';

export interface NewUser {
  email: string;
  world: string;
  publicName: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  termsVersion: number;
  creationSource: string;
  doubleOptIn: boolean;
}

/** Inserts a user; null when the e-mail address is taken (UNIQUE constraint, no race). */
export async function insertUser(db: D1Database, user: NewUser, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO users (slug, email, world, public_name, is_seller, created_at, creation_source, password_hash,
         email_confirmed_at, terms_version, double_opt_in)
       VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    .bind(
      profileSlug(user.publicName),
      user.email,
      user.world,
      user.publicName,
      at,
      user.creationSource,
      user.passwordHash,
      user.emailConfirmed ? at : null,
      user.termsVersion,
      user.doubleOptIn ? 1 : 0,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}
