import MarkdownIt from 'markdown-it';

/**
 * Markdown of staff and authors to HTML that is safe to put in a page (docs/content.md,
 * "Markdown"). Safe by construction, not by cleaning afterwards: raw HTML is not recognised (it is
 * shown as text), links and images keep only http(s), mailto, tel and our own paths (markdown-it's
 * own check refuses `javascript:`, `vbscript:`, `file:` and `data:`; ours is stricter), every
 * outside link opens with `rel="noopener nofollow ugc"`, and headings get anchors (`id`) from their
 * text, unique within the document. Headings start at h2 (`#` and `##` both): the page's title is its h1.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
md.validateLink = (url) => SAFE_LINK.test(url.trim());

md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const token = tokens[idx]!;
  const href = String(token.attrGet('href') ?? '');
  if (/^https?:/i.test(href)) token.attrSet('rel', 'noopener nofollow ugc');
  return self.renderToken(tokens, idx, options);
};

/** A heading's anchor: lower case letters and digits of any script, joined by dashes. */
export function anchorFor(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || 'section';
}

md.core.ruler.push('heading_anchors', (state) => {
  const used = new Map<string, number>();
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'heading_open') continue;
    // `#` in the text becomes h2 like `##`: the page's title is its only h1.
    token.tag = `h${Math.max(2, Number(token.tag.slice(1)))}`;
    const close = tokens.slice(i).find((t) => t.type === 'heading_close');
    if (close) close.tag = token.tag;
    const inline = tokens[i + 1];
    const explicit = inline?.content.match(/\s*\{#([a-z0-9_-]{1,80})\}\s*$/i);
    if (inline && explicit) {
      // `## Terms of use {#terms-of-use}` keeps an anchor other pages link to.
      inline.content = inline.content.slice(0, explicit.index);
      const last = inline.children?.at(-1);
      if (last?.type === 'text') last.content = last.content.replace(/\s*\{#[a-z0-9_-]{1,80}\}\s*$/i, '');
    }
    const base = explicit ? explicit[1]! : anchorFor(inline?.content ?? '');
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    token.attrSet('id', seen === 0 ? base : `${base}-${seen + 1}`);
  }
});

export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The text a reader sees, for search indexes and descriptions. */
export function markdownText(source: string): string {
  return renderMarkdown(source)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
