/**
 * The phone's navigation (under 768 px): the menu button and its full-screen menu. An island
 * (lib/island.tsx, decision 025) in the header: a phone shows its plain-HTML menu until this code
 * arrives, and on wider screens it is never shown, so none of it is in a page's first load.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { useDetailsUntilHydrated } from "~/lib/progressive";
import { Logo } from "./logo";
import { displayName, MenuLinks, UserAvatar, type HeaderUser } from "./menu-links";
import { BUSINESS, PATIENT_RESOURCES, userMenu, type NavItem } from "./nav-links";
import { menuItemClass } from "./ui/menu-item";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/** The links of the full-screen menu, shared by its scripted and its plain-HTML version. */
function MobileNav({ user }: { user: HeaderUser | null }) {
  const group = (title: string, items: NavItem[]) => (
    <section>
      <h2 className="px-3 text-xs font-semibold uppercase tracking-wide text-gray-500">{title}</h2>
      <div className="mt-2">
        <MenuLinks items={items} />
      </div>
    </section>
  );
  return (
    <nav className="space-y-6 px-4 py-6" aria-label="Mobile">
      <MenuLinks items={[{ label: "Home", to: "/" }]} />
      {group("Patient Resources", PATIENT_RESOURCES)}
      {group("Business", BUSINESS)}
      {user ? (
        <section>
          <div className="flex items-center gap-3 px-3">
            <UserAvatar user={user} size={36} />
            <span className="font-semibold">{displayName(user)}</span>
          </div>
          <div className="mt-2">
            <MenuLinks items={userMenu(user)} />
          </div>
          <Form method="post" action="/signout" className="mt-2">
            <button type="submit" className={menuItemClass}>
              Sign Out
            </button>
          </Form>
        </section>
      ) : (
        <div className="grid gap-3 px-3">
          <Link to="/signin" className="rounded-full border border-gray-300 px-4 py-3 text-center font-semibold">
            Sign In
          </Link>
          <Link to="/auth" className="rounded-full bg-brand-600 px-4 py-3 text-center font-semibold text-white">
            Get Started
          </Link>
        </div>
      )}
    </nav>
  );
}

/**
 * The full-screen menu under 768 px: a modal dialog. Focus starts on its close button and stays
 * inside (Tab and Shift+Tab wrap around, the page behind is inert); Escape or the close button
 * closes it and returns focus to the menu button; a link or a route change closes it.
 */
function MobileMenu({ user, onClose }: { user: HeaderUser | null; onClose: (returnFocus: boolean) => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onClose(true);
        return;
      }
      if (e.key !== "Tab") return;
      const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const [first] = focusable;
      const last = focusable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (!dialog.contains(active) || (e.shiftKey && active === first) || (!e.shiftKey && active === last)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener("keydown", onKey);
    // Everything outside the header (which holds the dialog) leaves the focus order and the accessibility tree.
    const behind = [...document.body.children].filter((el) => !el.contains(dialog) && !el.hasAttribute("inert"));
    behind.forEach((el) => el.setAttribute("inert", ""));
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      behind.forEach((el) => el.removeAttribute("inert"));
      document.body.style.overflow = "";
    };
  }, [onClose]);
  return (
    <div
      ref={dialogRef}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="fixed inset-0 z-50 overflow-y-auto bg-white md:hidden"
      data-testid="mobile-menu"
      // Any link closes the menu, also one to the page already shown (no route change then).
      onClick={(e) => {
        if ((e.target as HTMLElement).closest("a")) onClose(false);
      }}
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
        <Logo />
        <button
          ref={closeRef}
          type="button"
          onClick={() => onClose(true)}
          aria-label="Close menu"
          className="rounded-lg p-2 text-2xl leading-none text-gray-700 hover:bg-gray-100"
        >
          ×
        </button>
      </div>
      <MobileNav user={user} />
    </div>
  );
}

const MENU_ICON = "M4 6h16M4 12h16M4 18h16";
const CLOSE_ICON = "M6 6l12 12M18 6 6 18";

function MenuIcon({ d, className = "" }: { d: string; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-6 w-6 ${className}`} fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} strokeLinecap="round" />
    </svg>
  );
}

/**
 * The same menu before hydration and without JavaScript: a <details> whose summary stays above
 * the open panel as its close control. While it is open, app.css hides the page behind it from
 * sight, focus and screen readers and stops it scrolling; a link loads a page, which closes it.
 */
function MobileMenuWithoutScript({ user, detailsRef }: { user: HeaderUser | null; detailsRef: React.Ref<HTMLDetailsElement> }) {
  return (
    <details ref={detailsRef} name="site-nav" className="nojs-menu group md:hidden">
      <summary
        className="relative z-[60] block cursor-pointer list-none rounded-lg p-2 text-gray-700 hover:bg-gray-100 [&::-webkit-details-marker]:hidden"
        data-testid="mobile-menu-toggle"
      >
        <span className="sr-only">Menu</span>
        <MenuIcon d={MENU_ICON} className="group-open:hidden" />
        <MenuIcon d={CLOSE_ICON} className="hidden group-open:block" />
      </summary>
      <div className="fixed inset-0 z-50 overflow-y-auto bg-white" data-testid="mobile-menu-plain">
        <div className="flex h-[65px] items-center border-b border-gray-100 px-4">
          <Logo />
        </div>
        <MobileNav user={user} />
      </div>
    </details>
  );
}

/**
 * The menu button and the menu it opens; until hydration (and without JavaScript) the plain-HTML
 * menu. The menu closes on every path change; one opened before hydration stays open.
 */
export function MobileNavigation({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback((returnFocus: boolean) => {
    setMobileOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);
  useEffect(() => setMobileOpen(false), [pathname]);
  // After the effect above, so a menu opened before hydration stays open.
  const { hydrated, details } = useDetailsUntilHydrated(menuButtonRef, () => {
    setMobileOpen(true);
    return true; // the dialog focuses its close button
  });

  return (
    <>
      {hydrated ? (
        <button
          ref={menuButtonRef}
          type="button"
          className="rounded-lg p-2 text-gray-700 hover:bg-gray-100 md:hidden"
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen(true)}
        >
          <MenuIcon d={MENU_ICON} />
        </button>
      ) : (
        <MobileMenuWithoutScript user={user} detailsRef={details} />
      )}
      {mobileOpen && <MobileMenu user={user} onClose={closeMobile} />}
    </>
  );
}
