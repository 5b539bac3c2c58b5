import "./memberMenu.css";
import { Link } from "@tanstack/react-router";
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from "react";

export interface MemberMenuProps {
  readonly onLogout: () => void;
  /** Opens when the mouse rests on it (core `memberMenuOpensOnHover`: 1280 px and up). */
  readonly opensOnHover: boolean;
}

/**
 * The logged-in viewer's menu (spec 000 §2): My Space, My Account, Log Out behind one button.
 * It opens on hover on wide screens, and by click, Enter, Space or Arrow Down everywhere;
 * Escape closes it and puts focus back on its button; leaving it (focus or click elsewhere)
 * closes it.
 */
export function MemberMenu({ onLogout, opensOnHover }: MemberMenuProps) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const hover = (entering: boolean) => (event: PointerEvent) => {
    if (!opensOnHover || event.pointerType !== "mouse") return;
    openedByHover.current = entering;
    setOpen(entering);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    setOpen(true);
    // The list shows in this render; its first entry takes focus after it.
    requestAnimationFrame(() =>
      box.current?.querySelector<HTMLElement>("li a, li button")?.focus(),
    );
  };
  const close = () => setOpen(false);

  return (
    <nav className="account-nav" aria-label="Account">
      <div
        ref={box}
        className="member-menu"
        data-open={open ? "true" : "false"}
        onPointerEnter={hover(true)}
        onPointerLeave={hover(false)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <button
          ref={button}
          type="button"
          className="member-menu__button"
          aria-label="Account menu"
          aria-expanded={open}
          aria-controls={listId}
          onKeyDown={onButtonKeyDown}
          onClick={() => {
            // A click on a menu the mouse just opened keeps it open.
            if (openedByHover.current && open) return;
            openedByHover.current = false;
            setOpen(!open);
          }}
        >
          <span className="member-menu__icon" aria-hidden="true" />
          Account
        </button>
        <ul id={listId} className="member-menu__list" hidden={!open}>
          <li>
            <Link to="/my-space" className="member-menu__item" onClick={close}>
              My Space
            </Link>
          </li>
          <li>
            <Link to="/profile" className="member-menu__item" onClick={close}>
              My Account
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="member-menu__item"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Log Out
            </button>
          </li>
        </ul>
      </div>
    </nav>
  );
}

export default MemberMenu;
