import type { Material } from '../../shared/schemas/materials';

/** The columns every material listing selects, joined with its subject and author. */
export const MATERIAL_COLUMNS = `
  m.id, m.slug, m.world, m.title, m.description, m.language, m.price, m.sale_price, m.currency,
  m.has_fixed_price, m.is_bundle, m.best_in_categories, m.created_at, m.interactive_id,
  m.is_bundle_interactive, m.is_standalone_interactive, m.school_type, m.material_type,
  m.grade_from, m.grade_to, m.page_count, m.rating_sum, m.rating_count, m.sales_count,
  s.id AS subject_id, s.title AS subject_title, s.slug AS subject_slug,
  u.id AS author_id, u.slug AS author_slug, u.public_name AS author_name, u.image_path AS author_image,
  (SELECT mp.page || '-' || mp.version FROM material_previews mp WHERE mp.material_id = m.id AND mp.is_cover = 1) AS cover_preview`;

export const MATERIAL_JOINS = `
  JOIN subjects s ON s.id = m.subject_id
  JOIN users u ON u.id = m.author_id`;

export const LIVE_MATERIAL = 'm.is_active = 1 AND m.deleted_at IS NULL';

export interface MaterialRow {
  id: number;
  slug: string;
  world: string;
  title: string;
  description: string;
  language: string;
  price: number;
  sale_price: number | null;
  currency: string;
  has_fixed_price: number;
  is_bundle: number;
  best_in_categories: string;
  created_at: string;
  interactive_id: number | null;
  is_bundle_interactive: number;
  is_standalone_interactive: number;
  school_type: string;
  material_type: string;
  grade_from: number;
  grade_to: number;
  page_count: number;
  rating_sum: number;
  rating_count: number;
  sales_count: number;
  subject_id: number;
  subject_title: string;
  subject_slug: string;
  author_id: number;
  author_slug: string;
  author_name: string | null;
  author_image: string | null;
  /** `page-version` of the author's cover preview, when the material has uploaded previews. */
  cover_preview?: string | null;
}

export function previewUrl(materialId: number, page: number, watermarked: boolean): string {
  return `/api/v3/materials/${materialId}/preview/${page}.svg${watermarked ? '?watermark=1' : ''}`;
}

/** An uploaded (always watermarked) preview image; seeded materials keep the SVG placeholders (docs/seller-files.md). */
export function uploadedPreviewUrl(materialId: number, page: number, version: number | string): string {
  return `/api/v3/materials/${materialId}/preview/${page}.jpg?v=${version}`;
}

function coverUrl(row: MaterialRow): string | null {
  const match = /^([0-9]+)-([0-9]+)$/.exec(row.cover_preview ?? '');
  return match ? uploadedPreviewUrl(row.id, Number(match[1]), match[2] ?? '0') : null;
}

function parseCategories(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toMaterial(row: MaterialRow, defaultAuthorName: string): Material {
  return {
    id: row.id,
    slug: row.slug,
    world: row.world,
    title: row.title,
    description: row.description,
    language: row.language,
    price: row.price,
    sale: row.sale_price,
    currency: row.currency,
    hasFixedPrice: row.has_fixed_price === 1,
    isBundle: row.is_bundle === 1,
    bestInCategories: parseCategories(row.best_in_categories),
    createdAt: row.created_at,
    interactiveId: row.interactive_id,
    isBundleInteractive: row.is_bundle_interactive === 1,
    isStandaloneInteractive: row.is_standalone_interactive === 1,
    schoolType: row.school_type,
    subject: { id: row.subject_id, title: row.subject_title, slug: row.subject_slug },
    materialType: row.material_type,
    grades: { from: row.grade_from, to: row.grade_to },
    pageCount: row.page_count,
    rating: {
      average: row.rating_count === 0 ? 0 : Math.round((row.rating_sum / row.rating_count) * 10) / 10,
      count: row.rating_count,
    },
    salesCount: row.sales_count,
    firstPreviewImage: { plain: coverUrl(row) ?? previewUrl(row.id, 1, false), watermarked: coverUrl(row) ?? previewUrl(row.id, 1, true) },
    imgUrl: coverUrl(row) ?? previewUrl(row.id, 1, true),
    author: {
      id: row.author_id,
      slug: row.author_slug,
      publicName: row.author_name || defaultAuthorName,
      imagePath: row.author_image,
    },
  };
}
