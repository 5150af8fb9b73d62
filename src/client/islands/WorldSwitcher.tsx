import { useIslandEnv } from '../island-env';
import { Icon } from '../components/Icon';
import { useHeaderMenuDisclosure } from '../hooks/useHeaderMenu';

export interface WorldSwitcherProps {
  /** The world chooser (the landing view), linked while the worlds are not loaded. */
  chooserHref: string;
}

/**
 * Lists the country editions; on switchable screens each link leads to the same screen there.
 * The links load when the switcher first opens (`useHeaderMenu`), not with every page.
 */
export default function WorldSwitcher({ chooserHref }: WorldSwitcherProps) {
  const { t, world } = useIslandEnv();
  const { open, menu, loadMenu, busy, onToggle, rootRef, buttonProps, panelProps } = useHeaderMenuDisclosure(world);
  const prefetch = () => void loadMenu();
  return (
    <div className="disclosure world-switcher" ref={rootRef}>
      <button
        {...buttonProps}
        onClick={onToggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-busy={busy || undefined}
        aria-label={t('header:worldSwitcher.label', { world: world.toUpperCase() })}
      >
        <Icon name="globe" />
        <span>{world.toUpperCase()}</span>
      </button>
      <ul {...panelProps} className="disclosure-panel" data-open={open || undefined}>
        {menu ? (
          menu.worlds.map((link) => (
            <li key={link.world}>
              <a href={link.href} hrefLang={link.hreflang} lang={link.hreflang} aria-current={link.current ? 'true' : undefined}>
                {link.name}
              </a>
            </li>
          ))
        ) : open ? (
          <li>
            <a href={chooserHref}>{t('header:worldSwitcher.label', { world: world.toUpperCase() })}</a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
