import { profileSlug } from '../identity/slug';
import { POST_SUMMARY_MAX, type PostKind } from '../../../shared/posts';

/** Who may write blog posts and which (docs/blog.md, "Who writes"). */
export interface Writer {
  userId: number;
  /** Staff acting as themselves (not while acting as another user). */
  staff: boolean;
  seller: boolean;
  /** The world of the user's account (an author's shop). */
  world: string;
}

/** The kind of post a user writes: staff the magazine, authors their own blog; null: nobody else. */
export function writerKind(writer: Writer): PostKind | null {
  if (writer.staff) return 'magazine';
  if (writer.seller) return 'author';
  return null;
}

/** Staff may change any post of the world; an author only their own. */
export function mayEdit(writer: Writer, post: { author_id: number }): boolean {
  return writer.staff || post.author_id === writer.userId;
}

/** A post's URL slug from its title (the address carries the id; the slug is for readers). */
export function postSlug(title: string): string {
  const slug = profileSlug(title);
  return slug === 'profil' ? 'post' : slug;
}

/** The summary shown in lists: the writer's own, else the start of the body's text, cut at a word. */
export function postSummary(summary: string, bodyText: string): string {
  const own = summary.trim();
  if (own !== '') return own;
  const text = bodyText.replace(/\s+/g, ' ').trim();
  const max = Math.min(POST_SUMMARY_MAX, 240);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')} …`;
}

/** Markdown without its heading lines (ATX `#` headings), for a summary made of the body's prose. */
export function withoutHeadings(markdown: string): string {
  return markdown.replace(/^ {0,3}#{1,6}(?:[ \t].*)?$/gm, '');
}
