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

/** Where My subjects is in this world: the account menu's link, from the cached header menu. */
async function mySubjectsHref(world: World): Promise<string | null> {
  try {
    const menu = await createPageApiClient(world).get<{ account: { menuLinks: { name: string; href: string }[] } }>(`v3/header-menu?path=${encodeURIComponent(location.pathname)}`);
    return menu.account.menuLinks.find((link) => link.name === 'mySubjects')?.href ?? null;
  } catch {
    return null;
  }
}

function PersonalisationDialog({ t, stale, href, onShown, onClose }: { t: Translate; stale: boolean; href: string; onShown: () => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
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
        <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
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
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<PersonalisationDialog t={t} stale={state.needActualisation} href={href} onShown={onShown} onClose={close} />);
}
