import { Suspense, useEffect, useState, type ComponentType } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { OPENS_CHAT } from "~/lib/site-links";
import { cyclic } from "~/lib/invariant";
import { prefersReducedMotion } from "~/lib/motion";

/** The community's group-join dialog, handed in by the root (the site shell imports no domain). */
export type GroupDialog = ComponentType<{ onClose: () => void; closeHref: string }>;

export const BUBBLE_TEXTS = ["I'm TruGPT", "Ask me anything"] as const;
export const BUBBLE_FIRST_MS = 5_000;
export const BUBBLE_INTERVAL_MS = 20_000;
export const BUBBLE_VISIBLE_MS = 3_000;

/**
 * Requirements 001: the robot's speech bubble, a random text first after 5 s, then every 20 s, for 3 s;
 * never for a visitor who asked for reduced motion (it pops in and out on its own).
 */
function useSpeechBubble(): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      setText(cyclic(BUBBLE_TEXTS, Math.floor(Math.random() * BUBBLE_TEXTS.length)));
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => setText(null), BUBBLE_VISIBLE_MS);
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      show();
      interval = setInterval(show, BUBBLE_INTERVAL_MS);
    }, BUBBLE_FIRST_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(hideTimer);
      clearInterval(interval);
    };
  }, []);
  return text;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex flex-1 flex-col items-center justify-center gap-1 rounded-xl py-2 text-xs font-medium transition ${isActive ? "text-brand-700" : "text-gray-600 hover:text-brand-700"}`;

function Icon({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/**
 * Fixed bottom bar (90 px): floating with margins on mobile, full width from 768 px. Community
 * opens the group-join dialog over the current page (spec 001); without JavaScript it is a link
 * to /community?join=group, which shows the same dialog.
 */
export function BottomBar({ GroupJoinDialog }: { GroupJoinDialog: GroupDialog }) {
  const bubble = useSpeechBubble();
  const location = useLocation();
  const [groupOpen, setGroupOpen] = useState(false);
  // Leaving the page (e.g. the dialog's Sign Up link) closes it.
  useEffect(() => setGroupOpen(false), [location.key]);
  return (
    <>
      <nav
        aria-label="Quick actions"
        data-testid="bottom-bar"
        className="fixed inset-x-3 bottom-3 z-30 flex h-[90px] items-center gap-2 rounded-2xl border border-gray-200 bg-white/95 px-3 shadow-2xl md:inset-x-0 md:bottom-0 md:rounded-none md:border-x-0 md:border-b-0 md:px-[max(1rem,calc((100vw-64rem)/2))]"
      >
        <NavLink to="/" end className={itemClass}>
          <Icon d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5" />
          Home
        </NavLink>
        <NavLink to="/find-doctors" className={itemClass}>
          <Icon d="M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35" />
          Find Doctors
        </NavLink>
        <NavLink
          to="/community?join=group"
          data-testid="bottom-community"
          className={itemClass}
          onClick={(event) => {
            event.preventDefault();
            setGroupOpen(true);
          }}
        >
          <Icon d="M17 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-3A3.5 3.5 0 0 0 7 18.5V20M12 12a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm7 1.5a2.5 2.5 0 1 0 0-5M5 13.5a2.5 2.5 0 1 1 0-5" />
          Community
        </NavLink>
        <div className="relative flex flex-1 justify-center">
          {bubble && (
            <span
              aria-hidden="true"
              data-testid="robot-bubble"
              className="absolute bottom-full mb-3 whitespace-nowrap rounded-2xl rounded-br-sm bg-gray-900 px-3 py-1.5 text-xs font-semibold text-white shadow-lg"
            >
              {bubble}
            </span>
          )}
          <Link
            to="/trugpt-detail"
            {...{ [OPENS_CHAT]: "" }}
            aria-label="Open TruGPT assistant"
            data-testid="robot-button"
            className="flex h-14 w-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-lg ring-4 ring-brand-100 transition hover:scale-105"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-8 w-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            >
              <rect x="5" y="8" width="14" height="11" rx="3" />
              <path d="M12 4v4M9 13h.01M15 13h.01M10 16.5h4M3 12v3M21 12v3" />
              <circle cx="12" cy="3.5" r="1" />
            </svg>
          </Link>
        </div>
      </nav>
      {groupOpen && (
        <Suspense fallback={null}>
          <GroupJoinDialog onClose={() => setGroupOpen(false)} closeHref={location.pathname + location.search} />
        </Suspense>
      )}
    </>
  );
}
