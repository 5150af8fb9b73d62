import { z } from 'zod';
import { POST_BODY_MAX, POST_SUMMARY_MAX, POST_TITLE_MAX, POSTS_PAGE_SIZE, type PostKind, type PostStatus } from '../posts';

/** Blog posts: the magazine's and authors' own (docs/blog.md). */

export const postIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `GET v3/posts`, `GET v3/authors/:id/posts`: a page of published posts, newest first. */
export const postListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(48).default(POSTS_PAGE_SIZE),
  })
  .strict();

/** What the editor sends to create or update a post; an empty summary is made from the body. */
export const postDraftSchema = z
  .object({
    title: z.string().trim().min(1).max(POST_TITLE_MAX),
    summary: z.string().trim().max(POST_SUMMARY_MAX).default(''),
    bodyMarkdown: z.string().max(POST_BODY_MAX),
  })
  .strict();
export type PostDraft = z.infer<typeof postDraftSchema>;

/** `POST v3/post-editor/preview`: the body as it would be shown. */
export const postPreviewSchema = z.object({ bodyMarkdown: z.string().max(POST_BODY_MAX) }).strict();

export interface PostAuthor {
  id: number;
  publicName: string;
  slug: string;
  /** Sellers have an author page to link to. */
  isSeller: boolean;
}

/** A published post in a list (magazine, author blog). */
export interface PostCard {
  id: number;
  world: string;
  kind: PostKind;
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  publishedAt: string;
  author: PostAuthor;
}

/** A published post as readers see it; `bodyHtml` was rendered and sanitised when it was saved. */
export interface PublicPost extends PostCard {
  bodyHtml: string;
  updatedAt: string;
}

export interface PostPage {
  items: PostCard[];
  page: number;
  _total: number;
}

/** A post in the editor: drafts too, with the Markdown source. */
export interface EditorPost {
  id: number;
  world: string;
  kind: PostKind;
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  bodyHtml: string;
  status: PostStatus;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  author: PostAuthor;
}

/** `GET v3/post-editor/posts`: what the signed-in user writes and their posts of the world. */
export interface EditorList {
  kind: PostKind;
  items: EditorPost[];
}
