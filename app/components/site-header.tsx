import { Link, useLocation, useNavigation } from "react-router";
import { useChangeEffect } from "~/lib/hydrated";
import { island } from "~/lib/island";
import { Logo } from "./logo";
import type { HeaderUser } from "./menu-links";

// The desktop navigation's menus (hidden on phones) and the phone's menu (hidden from 768 px)
// hydrate after the rest of the header, out of the first load.
const DesktopNav = island(() => import("./desktop-nav").then((m) => m.DesktopNav));
const DesktopAccount = island(() => import("./desktop-nav").then((m) => m.DesktopAccount));
const MobileNavigation = island(() => import("./mobile-nav").then((m) => m.MobileNavigation));
// Only a practice's team sees it: out of everyone else's first load.
const InboxLink = island(() => import("./inbox-link").then((m) => m.InboxLink));

/** The forms that sign a person in: while one is on its way, the header offers no Sign In (issue 45 item 14). */
const SIGN_IN_FORMS = /^\/(signin|signin\/code|two-factor)(\/|\?|$)/;

export function SiteHeader({ user, inbox = null }: { user: HeaderUser | null; inbox?: { unread: number } | null }) {
  const { pathname, hash } = useLocation();
  const navigation = useNavigation();
  const signingIn = !user && navigation.state !== "idle" && SIGN_IN_FORMS.test(navigation.formAction ?? "");

  // Requirements 001: the page scrolls to the top on every path change (a link to a section,
  // /provider/3#reviews, lands on that section instead); the phone's menu closes (mobile-nav.tsx).
  // Not when the page hydrates: the person may have scrolled already (useChangeEffect).
  useChangeEffect(pathname, () => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95">
      <nav className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3" aria-label="Main">
        <Logo />
        {inbox && <InboxLink unread={inbox.unread} />}
        <DesktopNav />
        {/* The account part follows the root loader's user as the server rendered it: the guest links are
            plain markup here, the signed-in menu an island mounted afresh when someone signs in. */}
        {user ? (
          <DesktopAccount user={user} />
        ) : signingIn ? (
          <p role="status" className="hidden text-sm font-medium text-gray-600 md:block" data-testid="header-signing-in">
            Signing in...
          </p>
        ) : (
          <div className="hidden items-center gap-3 md:flex">
            <Link to="/signin" className="rounded-full px-4 py-2 text-sm font-semibold text-gray-700 hover:text-brand-700">
              Sign In
            </Link>
            <Link
              to="/choose-signup"
              className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Get Started
            </Link>
          </div>
        )}
        <MobileNavigation user={user} />
      </nav>
    </header>
  );
}
