import { useEffect, useRef, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { useHeaderMenu } from '../hooks/useHeaderMenu';
import { focusElement, listenOnDocument, showHeaderMenu } from '../dom';

/**
 * The phone header's menu button: it opens the header as a full-screen menu with the world
 * switcher, the account links and the mega menu's school types and subjects. Escape closes it
 * and gives focus back to the button. Opening loads the menus' lists (`useHeaderMenu`). Hidden from 64rem, where the header shows all of them
 * (docs/architecture.md, Phones). On phones it is the tour's `schools-menu` target (docs/tour.md).
 */
export default function MenuButton() {
  const { t, world } = useIslandEnv();
  const [open, setOpen] = useState(false);
  const [, loadMenu] = useHeaderMenu(world);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const button = buttonRef.current;
    if (!open) return;
    showHeaderMenu(button, true);
    const stop = listenOnDocument({
      keydown: (event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        focusElement(button);
      },
    });
    return () => {
      stop();
      showHeaderMenu(button, false);
    };
  }, [open]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className="menu-button"
      data-tour="schools-menu"
      aria-expanded={open}
      aria-controls="site-header"
      onClick={() => {
        if (!open) void loadMenu();
        setOpen(!open);
      }}
      onPointerEnter={() => void loadMenu()}
    >
      <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={open ? 'M5 5l14 14M19 5 5 19' : 'M3 6h18M3 12h18M3 18h18'} stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">{t(open ? 'header:menuButton.close' : 'header:menuButton.open')}</span>
    </button>
  );
}
