/**
 * Links islands build in the browser come from templates the edge fills from the route table
 * (`routePath(name, world, { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER })`) and passes as props:
 * the route table stays on the edge, out of the islands' chunks (docs/decisions/012).
 */
export const ID_PLACEHOLDER = '__id__';
export const SLUG_PLACEHOLDER = '__slug__';

/** A page of a material or an author from its localized template (`/de/material/__id__/__slug__`). */
export function fillHref(template: string | null | undefined, id: number, slug: string): string | null {
  return template ? template.replace(ID_PLACEHOLDER, String(id)).replace(SLUG_PLACEHOLDER, encodeURIComponent(slug)) : null;
}
