import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { island } from "~/lib/island";
import { Logo } from "./logo";
import type { HeaderUser } from "./menu-links";

// The desktop navigation's menus (hidden on phones) and the phone's menu (hidden from 768 px)
// hydrate after the rest of the header, out of the first load.
const DesktopNav = island(() => import("./desktop-nav").then((m) => m.DesktopNav));
const MobileNavigation = island(() => import("./mobile-nav").then((m) => m.MobileNavigation));

/** A practice's inbox link with its unread patient messages (issue 34). */
function InboxLink({ unread }: { unread: number }) {
  return (
    <Link
      to="/provider/messages"
      className="ml-auto inline-flex items-center gap-2 rounded-full border border-gray-200 px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-brand-300 md:ml-0"
      data-testid="header-inbox"
    >
      Messages
      {unread > 0 && (
        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="header-unread">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Link>
  );
}

export function SiteHeader({ user, inbox = null }: { user: HeaderUser | null; inbox?: { unread: number } | null }) {
  const { pathname, hash } = useLocation();

  // Requirements 001: the page scrolls to the top on every path change (a link to a section,
  // /provider/3#reviews, lands on that section instead); the phone's menu closes (mobile-nav.tsx).
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a path change scrolls; the hash is read, not watched
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95">
      <nav className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3" aria-label="Main">
        <Logo />
        {inbox && <InboxLink unread={inbox.unread} />}
        <DesktopNav user={user} />
        <MobileNavigation user={user} />
      </nav>
    </header>
  );
}
