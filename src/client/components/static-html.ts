import { isValidElement, type ReactNode } from 'react';

/*
 * Server-only markup written as strings, byte for byte what React's renderToString writes for
 * the same elements: for parts of a page that repeat many times and never hydrate (the material
 * card), a template costs a fraction of React's per-element work (docs/architecture.md,
 * "Render cost"). Islands inside such markup keep their own wrapper (`elementHtml`).
 */

const ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** Text or an attribute value escaped as React escapes it (`escapeTextForBrowser`). */
export function escapeHtml(text: string | number): string {
  return typeof text === 'number' ? String(text) : text.replace(/["&'<>]/g, (ch) => ESCAPES[ch] ?? ch);
}

/** A link or image address for an attribute: a `javascript:` address is never written (React refuses it too). */
export function safeUrl(url: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i.test(url) ? '#' : escapeHtml(url);
}

/**
 * The HTML of an island's wrapper as the page's island renderer returns it: an element whose
 * props are string attributes and raw inner HTML. Anything else is refused rather than written wrong.
 * The browser reads the same attribute values as from React's markup.
 */
export function elementHtml(node: ReactNode): string {
  if (node === null || node === undefined || node === false) return '';
  if (!isValidElement(node) || typeof node.type !== 'string') throw new Error('elementHtml: only a plain element with string attributes');
  const props = node.props as Record<string, unknown>;
  let attributes = '';
  let inner = '';
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (name === 'dangerouslySetInnerHTML') {
      inner = (value as { __html: string }).__html;
      continue;
    }
    if (name === 'className') {
      attributes += ` class="${escapeHtml(String(value))}"`;
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`elementHtml: attribute ${name} is not text`);
    // JSON props in single quotes: its many `"` stay as they are instead of six bytes each (`&quot;`).
    attributes += name === 'data-props' ? ` ${name}='${String(value).replace(/[&']/g, (ch) => ESCAPES[ch] ?? ch)}'` : ` ${name}="${escapeHtml(value)}"`;
  }
  return `<${node.type}${attributes}>${inner}</${node.type}>`;
}
