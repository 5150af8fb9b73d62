import { useState, type KeyboardEvent } from 'react';
import { formatNumber } from '../../shared/format';
import { languageTag, worldLanguage } from '../../shared/worlds';
import { useIslandEnv } from '../island-env';
import { useDisclosure } from '../hooks/useDisclosure';
import { focusNth } from '../dom';

export interface MegaMenuProps {
  entries: { schoolType: string; name: string; subjects: { id: number; title: string; count: number }[] }[];
  searchPath: string;
}

/**
 * Browse by school type, then subject. A disclosure button opens the panel; school types are a
 * list of buttons (arrow keys move between them), subjects are links; Escape closes.
 */
export default function MegaMenu({ entries, searchPath }: MegaMenuProps) {
  const { t, world } = useIslandEnv();
  const { toggle, rootRef, buttonProps, panelProps } = useDisclosure();
  const [active, setActive] = useState(0);
  const current = entries[active];

  const onTypeKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + entries.length) % entries.length;
    setActive(next);
    focusNth(rootRef.current, '.mega-types button', next);
  };

  return (
    <nav className="mega-menu disclosure" ref={rootRef} aria-label={t('header:megaMenu.label')}>
      <button {...buttonProps} onClick={toggle} className="mega-toggle" data-tour="schools-burger">
        {t('header:megaMenu.button')}
      </button>
      <div {...panelProps} className="mega-panel">
        <ul className="mega-types" data-tour="subject-slider">
          {entries.map((entry, index) => (
            <li key={entry.schoolType}>
              <button
                type="button"
                aria-pressed={index === active}
                onClick={() => setActive(index)}
                onKeyDown={(e) => onTypeKey(e, index)}
              >
                {entry.name}
              </button>
            </li>
          ))}
        </ul>
        {current ? (
          <div className="mega-subjects">
            <h2>{current.name}</h2>
            <ul>
              <li>
                <a href={`${searchPath}?school_type=${encodeURIComponent(current.schoolType)}`}>{t('header:megaMenu.allOf', { name: current.name })}</a>
              </li>
              {current.subjects.map((subject) => (
                <li key={subject.id}>
                  <a href={`${searchPath}?school_type=${encodeURIComponent(current.schoolType)}&subject=${subject.id}`}>
                    {subject.title} <span className="count">({formatNumber(subject.count, languageTag(worldLanguage(world)))})</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </nav>
  );
}
