import type { Robots } from '../../shared/routes/types';
import type { ClientAssets, PageSheet } from './assets';
import { escapeHtml, jsonForScript } from './escape';
import { NONCE_PLACEHOLDER } from '../security';
import { bootFile } from './boot-script';

/** Robots of a document: a screen's, or `noindex,nofollow` for the local development tools. */
export type DocumentRobots = Robots | 'noindex,nofollow';

export interface HeadData {
  title: string;
  description: string;
  canonical: string | null;
  robots: DocumentRobots;
  languageTag: string;
  alternates: readonly { hreflang: string; href: string }[];
  xDefault: string | null;
  siteName: string;
  jsonLd?: unknown[];
  /** Stylesheets this screen links beyond the common one. */
  sheets?: readonly PageSheet[];
}

/** The document up to the opening body: flushed before the page's data arrives. */
export function documentStart(head: HeadData, assets: ClientAssets): string {
  const parts = [
    `<!doctype html><html lang="${escapeHtml(head.languageTag)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta name="robots" content="${head.robots === 'index' ? 'index,follow' : head.robots}">`,
  ];
  if (head.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const alt of head.alternates) {
    parts.push(`<link rel="alternate" hreflang="${escapeHtml(alt.hreflang)}" href="${escapeHtml(alt.href)}">`);
  }
  if (head.xDefault) parts.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.xDefault)}">`);
  parts.push(
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:locale" content="${escapeHtml(head.languageTag)}">`,
  );
  if (head.canonical) parts.push(`<meta property="og:url" content="${escapeHtml(head.canonical)}">`);
  for (const href of assets.styles) parts.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  for (const sheet of head.sheets ?? []) {
    const href = assets.sheets[sheet];
    if (href) parts.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  }
  // The entry and its chunks load after the page has (decision 019): the boot script, a small cached file, asks for them.
  if (assets.script) parts.push(`<script src="${bootFile(assets.script, assets.preloads).path}" nonce="${NONCE_PLACEHOLDER}" async></script>`);
  for (const data of head.jsonLd ?? []) {
    parts.push(`<script type="application/ld+json" nonce="${NONCE_PLACEHOLDER}">${jsonForScript(data)}</script>`);
  }
  parts.push('</head><body>');
  return parts.join('');
}
