import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { focusElement, isInside, listenOnDocument } from '../dom';

/**
 * A button that opens a panel: Escape or a click or focus outside closes it; Escape gives focus
 * back to the button (WAI-ARIA disclosure pattern).
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) focusElement(buttonRef.current);
  }, []);

  useEffect(() => {
    if (!open) return;
    const outside = (event: { target: unknown }) => {
      if (!isInside(rootRef.current, event.target)) close(false);
    };
    return listenOnDocument({
      keydown: (event) => {
        if (event.key === 'Escape') close(true);
      },
      pointerdown: outside,
      focusin: outside,
    });
  }, [open, close]);

  return {
    open,
    toggle: () => setOpen((o) => !o),
    close,
    rootRef,
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, type: 'button' as const },
    panelProps: { id: panelId, hidden: !open },
  };
}
