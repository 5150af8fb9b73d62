import type { ReactElement } from 'react';
import type { Locale } from '../../shared/i18n/locale';
import { DEFAULT_WORLD, FALLBACK_LANGUAGE } from '../../shared/worlds';
import type { EdgeEnv } from '../env';
import type { PageSheet } from '../render/assets';
import { renderDocument } from '../render/document';

/** English, as the development tools are written (no page state: the world is never read). */
const DEV_TOOLS_LOCALE: Locale = { world: DEFAULT_WORLD, language: FALLBACK_LANGUAGE, tag: FALLBACK_LANGUAGE };

export function NotFound() {
  return (
    <main id="main">
      <h1>Not found</h1>
    </main>
  );
}

/**
 * A page of the local development tools (dev mailbox, demo payment provider): the site's
 * stylesheet, no script at all, kept by no cache and by no search engine.
 */
export function devToolPage(env: EdgeEnv, title: string, body: ReactElement, status = 200, sheets: readonly PageSheet[] = []): Promise<Response> {
  return renderDocument({
    env,
    locale: DEV_TOOLS_LOCALE,
    status,
    head: { title, description: `${title}: local development only.`, canonical: null, robots: 'noindex,nofollow', alternates: [], xDefault: null, sheets },
    body: () => body,
    cache: { kind: 'never' },
    scripts: null,
  });
}
