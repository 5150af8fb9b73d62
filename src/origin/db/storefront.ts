import type { World } from '../../shared/worlds';
import type { FeaturedAuthor, Storefront } from '../../shared/schemas/storefront';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { LIVE_MATERIAL } from './material-row';

interface FiguresRow {
  materials: number;
  authors: number;
  ratings: number | null;
}

interface AuthorRow {
  id: number;
  slug: string;
  public_name: string | null;
  image_path: string | null;
  materials: number;
  rating_sum: number | null;
  rating_count: number | null;
}

/**
 * The home page's figures and featured authors of a world: live materials, the authors behind
 * them and their ratings; the featured authors are the public ones with the most sales of live
 * materials in the world (ties: more materials, then the older account).
 */
export async function loadStorefront(db: D1Database, world: World, authorLimit: number): Promise<Storefront> {
  const [figures, authors] = await db.batch([
    db
      .prepare(
        `SELECT COUNT(*) AS materials, COUNT(DISTINCT m.author_id) AS authors, SUM(m.rating_count) AS ratings
         FROM materials m WHERE m.world = ?1 AND ${LIVE_MATERIAL}`,
      )
      .bind(world),
    db
      .prepare(
        `SELECT u.id, u.slug, u.public_name, u.image_path, COUNT(*) AS materials,
           SUM(m.rating_sum) AS rating_sum, SUM(m.rating_count) AS rating_count
         FROM materials m JOIN users u ON u.id = m.author_id
         WHERE m.world = ?1 AND ${LIVE_MATERIAL} AND u.deleted_at IS NULL AND u.private_profile = 0
         GROUP BY u.id
         ORDER BY SUM(m.sales_count) DESC, COUNT(*) DESC, u.id
         LIMIT ?2`,
      )
      .bind(world, authorLimit),
  ]);
  const totals = (figures?.results[0] as FiguresRow | undefined) ?? { materials: 0, authors: 0, ratings: 0 };
  return {
    figures: { materials: totals.materials, authors: totals.authors, ratings: totals.ratings ?? 0 },
    featuredAuthors: ((authors?.results ?? []) as AuthorRow[]).map(
      (row): FeaturedAuthor => ({
        id: row.id,
        slug: row.slug,
        publicName: row.public_name || DEFAULT_AUTHOR_NAME,
        imagePath: row.image_path,
        materials: row.materials,
        rating: {
          average: row.rating_count ? Math.round(((row.rating_sum ?? 0) / row.rating_count) * 10) / 10 : 0,
          count: row.rating_count ?? 0,
        },
      }),
    ),
  };
}
