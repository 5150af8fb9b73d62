import { profileSlug } from '../identity/slug';

/** A material's URL slug from its title; a draft without a title is "material". */
export function materialSlug(title: string): string {
  return title.trim() === '' ? 'material' : profileSlug(title);
}
