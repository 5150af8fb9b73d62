import { useIslandEnv } from '../island-env';
import { Icon } from '../components/Icon';
import { useDisclosure } from '../hooks/useDisclosure';

export interface WorldSwitcherProps {
  links: readonly { world: string; name: string; href: string; hreflang: string; current: boolean }[];
}

/** Lists the country editions; on switchable screens each link leads to the same screen there. */
export default function WorldSwitcher({ links }: WorldSwitcherProps) {
  const { t, world } = useIslandEnv();
  const { open, toggle, rootRef, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="disclosure world-switcher" ref={rootRef}>
      <button {...buttonProps} onClick={toggle} aria-label={t('header:worldSwitcher.label', { world: world.toUpperCase() })}>
        <Icon name="globe" filled />
        <span>{world.toUpperCase()}</span>
      </button>
      <ul {...panelProps} className="disclosure-panel" data-open={open || undefined}>
        {links.map((link) => (
          <li key={link.world}>
            <a href={link.href} hrefLang={link.hreflang} lang={link.hreflang} aria-current={link.current ? 'true' : undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
