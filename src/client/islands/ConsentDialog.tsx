import { useEffect, useId, useRef, useState } from 'react';
import { readConsent, saveConsent } from '../consent';
import { onOpenRequest, takeOpenRequest } from '../consent-requests';
import { loadConsentTexts, type ConsentTexts } from '../consent-texts';
import { useIslandEnv } from '../island-env';
import { worldLanguage, type World } from '../../shared/worlds';
import type { ConsentChoice } from '../../shared/consent';
import type { Messages } from '../../shared/i18n/catalogue-types';

/** The code loads when the page asks for the dialog (consent-init.ts), never with the page. */
export const hydrateWhen = 'interaction';

/** One chunk per language, loaded when the dialog opens (called in the browser only: the edge build has no glob). */
const loadTexts = (world: World) =>
  loadConsentTexts(worldLanguage(world), import.meta.glob<{ default: Messages }>('../../../locales/*/footer.json'), (language) => `../../../locales/${language}/footer.json`);

/** The element that has focus, to give it back when the dialog closes (none when it is the body). */
interface Focusable {
  focus(): void;
  readonly isConnected: boolean;
}
function focusedElement(): Focusable | null {
  const page = (globalThis as unknown as { document: { activeElement: Focusable | null; body: unknown } }).document;
  const active = page.activeElement;
  return active && active !== page.body ? active : null;
}

export interface ConsentDialogProps {
  /** False on terms and imprint: there the dialog opens from the footer only (read by consent-init.ts). */
  auto?: boolean;
}

interface OpenState {
  texts: ConsentTexts;
  choice: ConsentChoice;
  /** A choice was stored before: the dialog may be closed without a new one. */
  decided: boolean;
}

/**
 * The cookie choice (docs/consent.md): necessary always on, statistics and marketing as
 * switches; "Reject all" and "Accept all" side by side in the same style. Not modal: the page
 * stays usable, focus moves to the dialog and back to where it was.
 */
export default function ConsentDialog(_props: ConsentDialogProps) {
  const { world } = useIslandEnv();
  const id = useId();
  const [open, setOpen] = useState<OpenState | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Focusable | null>(null);

  useEffect(() => {
    let live = true;
    const show = () => {
      opener.current = focusedElement();
      void loadTexts(world).then((loaded) => {
        if (!live) return;
        const stored = readConsent();
        setOpen({ texts: loaded, choice: stored ?? { statistics: false, marketing: false }, decided: stored !== null });
      });
    };
    if (takeOpenRequest()) show();
    const stop = onOpenRequest(show);
    return () => {
      live = false;
      stop();
    };
  }, [world]);

  const shown = open !== null;
  useEffect(() => {
    if (shown) (heading.current as unknown as Focusable | null)?.focus();
  }, [shown]);

  if (!open) return null;
  const { texts, choice, decided } = open;
  const { text } = texts;

  const close = (chosen: ConsentChoice | null) => {
    if (chosen) saveConsent(chosen);
    setOpen(null);
    const back = opener.current;
    if (back?.isConnected) back.focus();
  };
  const toggle = (category: keyof ConsentChoice) => setOpen({ ...open, choice: { ...choice, [category]: !choice[category] } });

  return (
    <section
      className="consent"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}title`}
      aria-describedby={`${id}intro`}
      lang={texts.lang}
      data-consent-dialog
      onKeyDown={(event) => {
        if (event.key === 'Escape' && decided) close(null);
      }}
    >
      <h2 id={`${id}title`} ref={heading} tabIndex={-1}>
        {text('title')}
      </h2>
      <p id={`${id}intro`}>{text('intro')}</p>
      <ul>
        <li>
          <label>
            <input type="checkbox" role="switch" checked disabled aria-describedby={`${id}necessary`} />
            <span>
              <strong>{text('necessary')}</strong> ({text('alwaysOn')})<span id={`${id}necessary`}>{text('necessaryText')}</span>
            </span>
          </label>
        </li>
        {(['statistics', 'marketing'] as const).map((category) => (
          <li key={category}>
            <label>
              <input type="checkbox" role="switch" name={category} checked={choice[category]} onChange={() => toggle(category)} aria-describedby={`${id}${category}`} />
              <span>
                <strong>{text(category)}</strong>
                <span id={`${id}${category}`}>{text(category === 'statistics' ? 'statisticsText' : 'marketingText')}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="consent-actions">
        <button type="button" onClick={() => close({ statistics: false, marketing: false })}>
          {text('rejectAll')}
        </button>
        <button type="button" onClick={() => close({ statistics: true, marketing: true })}>
          {text('acceptAll')}
        </button>
        <button type="button" className="button-secondary" onClick={() => close(choice)}>
          {text('save')}
        </button>
        {decided ? (
          <button type="button" className="button-ghost" onClick={() => close(null)}>
            {text('close')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
