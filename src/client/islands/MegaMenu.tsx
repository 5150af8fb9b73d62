import { useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../../shared/format';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { useIslandEnv } from '../island-env';
import { useHeaderMenuDisclosure } from '../hooks/useHeaderMenu';
import { focusNth } from '../dom';

export interface MegaMenuProps {
  /** The world's search results: the panel's link while the school types are not loaded. */
  searchPath: string;
}

/**
 * Browse by school type, then subject. A disclosure button opens the panel once the school types
 * are loaded (`useHeaderMenu`: not part of the page); school types are a list of buttons (arrow
 * keys move between them), subjects are links; Escape closes. In the phone menu the panel shows
 * as soon as the menu button has loaded them.
 */
export default function MegaMenu({ searchPath }: MegaMenuProps) {
  const { t, world } = useIslandEnv();
  const { open, menu, loadMenu, busy, onToggle, rootRef, buttonProps, panelProps } = useHeaderMenuDisclosure(world);
  const [active, setActive] = useState(0);
  const entries = menu?.schoolTypes ?? [];
  const current = entries[active];


  const onTypeKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + entries.length) % entries.length;
    setActive(next);
    focusNth(rootRef.current, '.mega-types button', next);
  };
  const prefetch = () => void loadMenu();

  return (
    <nav className="mega-menu disclosure" ref={rootRef} aria-label={t('header:megaMenu.label')}>
      <button {...buttonProps} onClick={onToggle} onPointerEnter={prefetch} onFocus={prefetch} aria-busy={busy || undefined} className="mega-toggle" data-tour="schools-menu">
        {t('header:megaMenu.button')}
      </button>
      <div {...panelProps} className="mega-panel">
        {current ? (
          <>
            <ul className="mega-types">
              {entries.map((entry, index) => (
                <li key={entry.schoolType}>
                  <button type="button" aria-pressed={index === active} onClick={() => setActive(index)} onKeyDown={(e) => onTypeKey(e, index)}>
                    {entry.name}
                  </button>
                </li>
              ))}
            </ul>
            <div className="mega-subjects">
              <h2>{current.name}</h2>
              <ul>
                <li>
                  <a href={`${searchPath}?school_type=${encodeURIComponent(current.schoolType)}`}>{t('header:megaMenu.allOf', { name: current.name })}</a>
                </li>
                {current.subjects.map((subject) => (
                  <li key={subject.id}>
                    <a href={`${searchPath}?school_type=${encodeURIComponent(current.schoolType)}&subject=${subject.id}`}>
                      {`${subject.title} `}
                      <span className="count">({formatNumber(subject.count, languageTag(worldLanguage(world)))})</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </>
        ) : open ? (
          <p>
            <a href={searchPath}>{t('header:megaMenu.label')}</a>
          </p>
        ) : null}
      </div>
    </nav>
  );
}
