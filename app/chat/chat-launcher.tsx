/**
 * Opens the TruGPT dialog from any link marked with `data-opens-chat` (the header's and the
 * footer's TruGPT entries, the bottom bar's robot, /trugpt-history; the attribute's value may
 * name a conversation). Without JavaScript those links lead to /trugpt-detail. The dialog's code
 * (app/chat/chat-dialog.tsx and the chat SDK) is loaded only when it first opens, and this module
 * is an island of the root (root.tsx), out of every page's first load. A press before it arrives
 * is kept by the small inline script of root.tsx (EARLY_CHAT_SCRIPT) and opens the dialog as soon as
 * the launcher is there (issue 45 item 14), instead of leaving for /trugpt-detail.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { OPENS_CHAT } from "~/lib/site-links";

type EarlyChatWindow = Window & { __truselfChat?: { ready?: boolean; pending?: string } };

const ChatDialog = lazy(() => import("./chat-dialog"));

/** Spec 001: the nutrition variant on the two nutrition providers' pages. */
const NUTRITION_PAGES = /^\/provider\/(3|mia-thompson)(\/|$)/;

export function ChatLauncher() {
  const [open, setOpen] = useState<{ conversationId?: string; key: number } | null>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    // Capture phase: before React Router's Link handles the click and navigates.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const opener = event.target instanceof Element ? event.target.closest(`[${OPENS_CHAT}]`) : null;
      if (!opener) return;
      event.preventDefault();
      setOpen({ conversationId: opener.getAttribute(OPENS_CHAT) || undefined, key: Date.now() });
    };
    document.addEventListener("click", onClick, true);
    // A press held before the launcher was there opens the dialog now, once.
    const early = (window as EarlyChatWindow).__truselfChat;
    if (early) {
      early.ready = true;
      if (early.pending !== undefined) setOpen({ conversationId: early.pending || undefined, key: Date.now() });
      early.pending = undefined;
    }
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChatDialog
        key={open.key}
        conversationId={open.conversationId}
        nutrition={NUTRITION_PAGES.test(pathname)}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  );
}
