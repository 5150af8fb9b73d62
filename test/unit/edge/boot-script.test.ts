import { describe, expect, it, vi } from 'vitest';
import { bootFile, bootScript } from '../../../src/edge/render/boot-script';
import { NONCE_PLACEHOLDER } from '../../../src/edge/security';
import { documentStart } from '../../../src/edge/render/head';
import { islandChunkList, type ClientAssets } from '../../../src/edge/render/assets';
import { HELD_CLICKS, ISLAND_CHUNKS_ID } from '../../../src/shared/scripts-after-load';
import { PAGE_STATE_ID } from '../../../src/shared/page-state';

const assets: ClientAssets = {
  script: '/assets/entry-abc.js',
  styles: ['/assets/entry-abc.css'],
  preloads: ['/assets/header-abc.js'],
  sheets: {},
  islandChunks: { CartView: ['/assets/CartView-abc.js', '/assets/cart-client-abc.js'], LikeButton: ['/assets/LikeButton-abc.js', '/assets/cart-client-abc.js'] },
};

const head = { title: 't', description: 'd', canonical: null, robots: 'index' as const, languageTag: 'de-DE', alternates: [], xDefault: null, siteName: 'Kreide' };

describe('scripts after the page has loaded (decision 019)', () => {
  it('the head asks for no module and preloads none: it names one small boot script, which names the entry', () => {
    const html = documentStart(head, assets);
    expect(html).not.toContain('modulepreload"');
    expect(html).not.toContain('type="module"');
    const boot = bootFile('/assets/entry-abc.js', ['/assets/header-abc.js']);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script src="${boot.path}" nonce="${NONCE_PLACEHOLDER}" async>`]);
    expect(boot.path).toMatch(/^\/boot\/[a-z0-9]+\.js$/);
    expect(boot.code).toContain('"/assets/entry-abc.js"');
    expect(boot.code).toContain('"/assets/header-abc.js"');
    // Named by its content: another entry, another file.
    expect(bootFile('/assets/entry-def.js', ['/assets/header-abc.js']).path).not.toBe(boot.path);
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-abc.css">');
  });

  it('the island chunks of a page go into one JSON block, each once', () => {
    const block = islandChunkList(assets, ['CartView', 'LikeButton']);
    const json = new RegExp(`<script type="application/json" id="${ISLAND_CHUNKS_ID}">(.*)</script>`).exec(block)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(['/assets/CartView-abc.js', '/assets/cart-client-abc.js', '/assets/LikeButton-abc.js']);
    expect(islandChunkList(assets, [])).toBe('');
  });

  it('holds clicks on island buttons until the entry takes them, then loads the chunks on load', () => {
    const listeners = new Map<string, (event: unknown) => void>();
    const appended: Record<string, unknown>[] = [];
    const win: Record<string, unknown> = {
      addEventListener: vi.fn((type: string, listener: (event: unknown) => void) => listeners.set(type, listener)),
      removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    };
    class FakeElement {
      constructor(
        private readonly inIsland: boolean,
        readonly type = 'submit',
      ) {}
      closest(selector: string) {
        if (selector === 'button,[role=button]') return this;
        return this.inIsland ? {} : null;
      }
    }
    const doc = {
      currentScript: { nonce: 'n1' },
      createElement: (tag: string) => ({ tag }),
      head: { append: (el: Record<string, unknown>) => appended.push(el) },
      getElementById: (id: string) =>
        id === ISLAND_CHUNKS_ID ? { textContent: '["/assets/CartView-abc.js"]' } : id === PAGE_STATE_ID ? { textContent: '{"texts":"/texts/de/common+header/x1.json"}' } : null,
    };
    // The script runs as the browser would: globals addEventListener, self, document, Element.
    const run = new Function('document', 'self', 'addEventListener', 'removeEventListener', 'Element', bootScript('/assets/entry-abc.js', ['/assets/header-abc.js']));
    run(doc, win, win.addEventListener, win.removeEventListener, FakeElement);

    const inIsland = new FakeElement(true);
    const outside = new FakeElement(false);
    const heart = new FakeElement(false, 'button');
    const event = (target: unknown) => ({ target, preventDefault: vi.fn(), stopImmediatePropagation: vi.fn() });
    const held = event(inIsland);
    const passed = event(outside);
    const delegated = event(heart);
    listeners.get('click')?.(held);
    listeners.get('click')?.(passed);
    listeners.get('click')?.(delegated);
    expect(held.preventDefault).toHaveBeenCalled();
    // A plain form's submit button outside islands works as HTML; a type="button" one is held.
    expect(delegated.preventDefault).toHaveBeenCalled();
    expect(passed.preventDefault).not.toHaveBeenCalled();

    expect(appended).toEqual([]);
    listeners.get('load')?.({});
    expect(appended).toEqual([
      { tag: 'link', nonce: 'n1', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/texts/de/common+header/x1.json' },
      { tag: 'link', nonce: 'n1', rel: 'modulepreload', href: '/assets/header-abc.js' },
      { tag: 'link', nonce: 'n1', rel: 'modulepreload', href: '/assets/CartView-abc.js' },
      expect.objectContaining({ tag: 'script', nonce: 'n1', type: 'module', src: '/assets/entry-abc.js' }),
    ]);

    const take = win[HELD_CLICKS] as () => unknown[];
    expect(take()).toEqual([inIsland, heart]);
    expect(listeners.has('click')).toBe(false);
  });
});
