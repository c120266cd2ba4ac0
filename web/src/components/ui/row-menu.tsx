import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

export interface RowMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
  /** Shown on hover; says why an item is disabled. */
  title?: string;
}

interface RowMenuProps {
  /** Accessible name of the trigger, e.g. 'Actions for Amira Khan'. */
  label: string;
  items: readonly RowMenuItem[];
  disabled?: boolean;
}

const GAP = 4;
const EDGE = 8;

const KebabIcon = () => (
  <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
    <circle cx="10" cy="4.5" r="1.6" fill="currentColor" />
    <circle cx="10" cy="10" r="1.6" fill="currentColor" />
    <circle cx="10" cy="15.5" r="1.6" fill="currentColor" />
  </svg>
);

/**
 * The row menu of a table (⋮). The menu is drawn over the page, not inside the table, so a
 * scrolling table never cuts it off; it opens upwards when the row is near the bottom of the
 * window. Arrow keys move between items, Escape closes and gives the focus back to the button.
 */
export const RowMenu = ({ label, items, disabled = false }: RowMenuProps) => {
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (!open) return;
    const trigger = triggerRef.current?.getBoundingClientRect();
    const menu = menuRef.current;
    if (!trigger || !menu) return;
    const { offsetWidth: width, offsetHeight: height } = menu;
    const below = trigger.bottom + GAP;
    const top = below + height > window.innerHeight - EDGE && trigger.top - GAP - height > EDGE ? trigger.top - GAP - height : below;
    // The menu hangs from the button's end side: its right edge under the button's right edge, or
    // on a right-to-left page its left edge under the button's left edge; always inside the window.
    const rtl = getComputedStyle(triggerRef.current!).direction === 'rtl';
    const wanted = rtl ? trigger.left : trigger.right - width;
    const left = Math.max(EDGE, Math.min(wanted, window.innerWidth - width - EDGE));
    setPosition({ top, left });
  }, [open]);

  // Focus goes into the menu once it is placed: while hidden for measuring, nothing in it can take focus.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!position || !menu || menu.contains(document.activeElement)) return;
    menu.querySelector<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  }, [position]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (menuRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      close(false);
    };
    // The menu is placed once; when the page moves under it, it closes rather than drift.
    const onMove = () => close(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, close]);

  useEffect(() => {
    if (disabled && open) close(false);
  }, [disabled, open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close(event.key === 'Escape');
      return;
    }
    const enabled = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
    if (enabled.length === 0) return;
    const index = enabled.indexOf(document.activeElement as HTMLButtonElement);
    let next: HTMLButtonElement | undefined;
    if (event.key === 'ArrowDown') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowUp') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="icon-button icon-button--row row-menu__trigger"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            close(true);
          }
        }}
      >
        <KebabIcon />
      </button>
      {open &&
        createPortal(
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={label}
            className="row-menu"
            style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                className={item.danger ? 'menu-item menu-item--danger' : 'menu-item'}
                aria-disabled={item.disabled ? true : undefined}
                title={item.title}
                tabIndex={-1}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            ))}
          </div>,
          document.body,
        )}
    </>
  );
};
