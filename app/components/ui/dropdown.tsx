import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useDetailsUntilHydrated } from "~/lib/progressive";

export const TYPEAHEAD_RESET_MS = 1000;

/**
 * A disclosure dropdown (button + panel of links or buttons; choosing one closes it), the navigation pattern of the WAI-ARIA
 * practices: Enter/Space/ArrowDown open it, arrows move between items, Home/End jump,
 * Escape closes and returns focus, Tab or a click outside closes, a route change closes.
 * Until hydration (and without JavaScript) a <details> with the same look stands in for it.
 */
export function Dropdown({
  label,
  children,
  align = "left",
  triggerClassName,
  triggerTestId,
  panelClassName = "w-64",
}: {
  label: ReactNode;
  children: ReactNode;
  align?: "left" | "right";
  triggerClassName?: string;
  triggerTestId?: string;
  panelClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]:not([aria-disabled='true'])") ?? [])];
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  const focusFirstOnOpen = useRef(false);
  // Runs in the same commit that un-hides the panel, so the item is focusable and focused at once.
  useLayoutEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusItem(0);
    }
  });

  // After the route-change effect above, so a menu opened before hydration stays open.
  const { hydrated, details } = useDetailsUntilHydrated(buttonRef, () => {
    setOpen(true);
    return false;
  });

  // Requirements 001: type-ahead in menus; the typed prefix resets after 1 s.
  const typeahead = useRef({ text: "", at: 0 });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    if (open && current >= 0 && e.key.length === 1 && /\S/.test(e.key) && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const now = Date.now();
      const text = (now - typeahead.current.at > TYPEAHEAD_RESET_MS ? "" : typeahead.current.text) + e.key.toLowerCase();
      typeahead.current = { text, at: now };
      const order = [...list.slice(current + (text.length === 1 ? 1 : 0)), ...list.slice(0, current + (text.length === 1 ? 1 : 0))];
      const match = order.find((el) => el.textContent?.trim().toLowerCase().startsWith(text));
      if (match) {
        e.preventDefault();
        match.focus();
      }
      return;
    }
    if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) {
        focusFirstOnOpen.current = true;
        setOpen(true);
      } else focusItem(current + 1);
    } else if (e.key === "ArrowUp" && open) {
      e.preventDefault();
      focusItem(current < 0 ? -1 : current - 1);
    } else if (e.key === "Home" && open && current >= 0) {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === "End" && open && current >= 0) {
      e.preventDefault();
      focusItem(-1);
    }
  };

  const triggerClass =
    triggerClassName ??
    "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500";
  const panelClass = `absolute top-full z-50 mt-2 rounded-2xl border border-gray-100 bg-white p-2 shadow-xl ring-1 ring-black/5 ${align === "right" ? "right-0" : "left-0"} ${panelClassName}`;
  if (!hydrated) {
    // One shared name: opening one of the header's menus closes the other.
    return (
      <details ref={details} name="site-nav" className="group relative">
        <summary data-testid={triggerTestId} className={`${triggerClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          {label}
          <Chevron className="group-open:rotate-180" />
        </summary>
        <div className={panelClass}>{children}</div>
      </details>
    );
  }
  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !rootRef.current?.contains(e.relatedTarget) && e.relatedTarget) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={triggerTestId}
        onClick={() => setOpen((v) => !v)}
        className={triggerClass}
      >
        {label}
        <Chevron className={open ? "rotate-180" : ""} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest("a, button[data-menu-item]")) setOpen(false);
        }}
        className={panelClass}
      >
        {children}
      </div>
    </div>
  );
}

function Chevron({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition ${className}`} fill="currentColor">
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
