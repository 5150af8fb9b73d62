import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, firstMaterial } from './fixtures';
import { WORLDS, worldLanguage, type World } from '../src/shared/worlds';
import { routePath } from '../src/shared/routes/match';

/**
 * Home, search, a material and the cart in every world, on a phone: nothing wider than the
 * screen, and no English sentence of the catalogue where the world's own text belongs (a
 * missing translation falls back to English at run time, so a page would still render).
 */

type Json = { [key: string]: string | Json };

function flatten(obj: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

function catalogue(language: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(`locales/${language}`)) {
    for (const [key, value] of flatten(JSON.parse(readFileSync(`locales/${language}/${file}`, 'utf8')) as Json)) out.set(`${file}:${key}`, value);
  }
  return out;
}

const english = catalogue('en');

/**
 * English sentences of the catalogue that the language says otherwise: phrases of two words or
 * more without variables, so that a shared word ("Blog", "Total") never counts.
 */
function englishPhrases(language: string): string[] {
  const own = catalogue(language);
  const ownTexts = new Set(own.values());
  return [...english]
    .filter(([key, text]) => !text.includes('{{') && /\p{L}{2,}\s+\p{L}{2,}/u.test(text) && own.get(key) !== text && !ownTexts.has(text))
    .map(([, text]) => text);
}

/** Visible texts and the labels a screen reader reads, trimmed. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, template, [hidden]')) continue;
      if (parent.getClientRects().length === 0) continue;
      out.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
}

async function screensOf(page: Page, world: World): Promise<string[]> {
  const material = await firstMaterial(page, world);
  return [
    `/${world}`,
    `${routePath('searchResults', world)}?q=`,
    routePath('materialPage', world, { id: String(material.id), slug: material.slug }),
    routePath('shoppingCart', world),
  ].filter((path): path is string => path !== null);
}

test.use({ viewport: { width: 390, height: 844 } });

for (const world of WORLDS) {
  test(`${world}: home, search, a material and the cart fit a phone and speak the world's language`, async ({ page }) => {
    const phrases = new Set(englishPhrases(worldLanguage(world)));
    const found: string[] = [];
    for (const path of await screensOf(page, world)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      for (const text of await shownTexts(page)) if (phrases.has(text)) found.push(`${path}: ${text}`);
    }
    expect(found, 'English texts of the catalogue').toEqual([]);
  });
}
