import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

import { useClickOutside } from './use-click-outside';

/** A button that shows and hides a panel (a phone's menu): the panel closes on a press outside `containerRef`'s
 * element, and on Escape, which puts the focus back on the button (`buttonRef`). Give `onKeyDown` to the
 * container and `panelId` to the panel. */
export function useDisclosure<Container extends HTMLElement>() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<Container>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useClickOutside(containerRef, close, open);

  const toggle = () => setOpen((isOpen) => !isOpen);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    buttonRef.current?.focus();
  };

  return { open, panelId, containerRef, buttonRef, close, toggle, onKeyDown };
}
