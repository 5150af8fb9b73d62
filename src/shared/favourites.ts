/** Limits of favourites and folders (docs/favourites.md). */

/** Page size of the wishlist and folder queries (docs/product-rules.md, "Constants"). */
export const WISHLIST_PAGE_SIZE = 200;
/** Favourites an account, or an anonymous holder, keeps at most. */
export const WISHLIST_LIMIT = 1000;
/** Folders a user has at most per folder type (the archive included). */
export const FOLDERS_PER_TYPE = 200;
/** Materials one folder holds at most. */
export const MATERIALS_PER_FOLDER = 1000;
/** Longest folder title, in characters. */
export const FOLDER_TITLE_MAX = 80;
/** How long a folder screen's success message stays (docs/product-rules.md, "Constants"). */
export const FOLDER_MESSAGE_MS = 8000;
/** Folder types: materials bought, own (uploaded) materials, favourites. */
export const FOLDER_TYPES = ['purchased', 'own', 'favourite'] as const;
export type FolderType = (typeof FOLDER_TYPES)[number];
