/**
 * Blog posts' limits and words (docs/blog.md), without zod: the post editor island imports them
 * (the schemas are in ./schemas/posts.ts).
 */

export const POST_TITLE_MAX = 160;
export const POST_SUMMARY_MAX = 400;
/** Characters of Markdown a post may have. */
export const POST_BODY_MAX = 60_000;
export const POSTS_PAGE_SIZE = 12;
/** Posts an editor lists at most (own posts; staff: the world's magazine). */
export const EDITOR_LIST_MAX = 200;

export type PostKind = 'magazine' | 'author';
export type PostStatus = 'draft' | 'published';
