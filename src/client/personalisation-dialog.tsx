import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { World } from '../shared/worlds';
import { languageTag, worldLanguage } from '../shared/worlds';
import { messagesTranslator, type Translate } from '../shared/i18n/translate';
import type { Messages } from '../shared/i18n/catalogue-types';
import { createPageApiClient } from './api/page-client';
import type { PersonalisationState } from './personalisation';

/** The popup's texts, one chunk per language, loaded with the dialog only (English for further worlds). */
const TEXTS = import.meta.glob<{ default: Messages }>('../../locales/*/personalization.json');

async function translator(world: World): Promise<Translate> {
  const language = worldLanguage(world);
  const load = TEXTS[`../../locales/${language}/personalization.json`] ?? TEXTS['../../locales/en/personalization.json'];
  const messages = load ? (await load()).default : {};
  return messagesTranslator({ personalization: messages }, languageTag(language), 'personalization');
}

/** What this module touches of the page (the test compiler has no DOM types). */
interface DialogElement {
  showModal(): void;
  close(): void;
}
interface HostElement {
  remove(): void;
}
interface PageDocument {
  createElement(tag: 'div'): HostElement;
  body: { append(node: HostElement): void };
}
const page = () => (globalThis as unknown as { document: PageDocument; location: { pathname: string } });

/** Where My subjects is in this world: the account menu's link, from the cached header menu. */
async function mySubjectsHref(world: World): Promise<string | null> {
  try {
    const menu = await createPageApiClient(world).get<{ account: { menuLinks: { name: string; href: string }[] } }>(`v3/header-menu?path=${encodeURIComponent(page().location.pathname)}`);
    return menu.account.menuLinks.find((link) => link.name === 'mySubjects')?.href ?? null;
  } catch {
    return null;
  }
}

function PersonalisationDialog({ t, stale, href, onShown, onClose }: { t: Translate; stale: boolean; href: string; onShown: () => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const element = () => dialog.current as unknown as DialogElement | null;
  useEffect(() => {
    const shown = dialog.current as unknown as DialogElement | null;
    if (!shown) return;
    shown.showModal();
    onShown();
  }, [onShown]);
  return (
    <dialog ref={dialog} className="personalisation-dialog" aria-labelledby="personalisation-title" onClose={onClose} data-personalisation-popup>
      <h2 id="personalisation-title">{t(stale ? 'popup.staleTitle' : 'popup.title')}</h2>
      <p>{t(stale ? 'popup.staleText' : 'popup.text')}</p>
      <div className="dialog-actions">
        <a className="button button-primary" href={href}>
          {t('popup.choose')}
        </a>
        <button type="button" className="button button-secondary" onClick={() => element()?.close()}>
          {t('popup.later')}
        </button>
      </div>
    </dialog>
  );
}

/** Shows the popup once (docs/personalisation.md); `onShown` records that it was shown. */
export async function showPersonalisationDialog(world: World, state: PersonalisationState, onShown: () => void): Promise<void> {
  const [t, href] = await Promise.all([translator(world), mySubjectsHref(world)]);
  if (!href) return;
  const host = page().document.createElement('div');
  page().document.body.append(host);
  const root = createRoot(host as unknown as Parameters<typeof createRoot>[0]);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<PersonalisationDialog t={t} stale={state.needActualisation} href={href} onShown={onShown} onClose={close} />);
}
