/**
 * The TruGPT dialog (spec 001: descriptions A and B reconciled), loaded only when it opens
 * (app/chat/chat-launcher.tsx). Signed-out visitors get the "Join TruSelf" prompt (or continue as
 * a guest, who cannot send); everyone passes the disclaimer gate once (per user, and once for
 * guests); signed-in users chat through their conversation's Durable Object (useChat over our
 * WebSocket transport: streamed, resumed after a reload); the demo account chats with the canned
 * demo engine in this browser only. Chat text is always rendered as text, never as HTML.
 * This module is the shell (join prompt, disclaimer, the mode); each mode is its own component:
 * app/chat/guest-chat.tsx, demo-chat.tsx, user-chat.tsx, over the shared pieces of chat-view.tsx.
 */
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { useViewer, type Viewer } from "~/demo/use-viewer";
import { CHAT } from "./chat-texts";
import type { Mode } from "./chat-view";
import { DemoChat } from "./demo-chat";
import { GuestChat } from "./guest-chat";
import { UserChat } from "./user-chat";

function disclaimerKey(viewer: Viewer | null) {
  return `truself_trugpt_disclaimer_${viewer ? viewer.email : "guest"}`;
}

export default function ChatDialog({
  conversationId,
  nutrition,
  onClose,
}: {
  conversationId?: string;
  nutrition: boolean;
  onClose: () => void;
}) {
  const viewer = useViewer();
  const location = useLocation();
  const closeHref = location.pathname + location.search;
  const [guest, setGuest] = useState(false);
  const [accepted, setAccepted] = useState(() => {
    try {
      return localStorage.getItem(disclaimerKey(viewer)) === "true";
    } catch {
      return false;
    }
  });

  if (!viewer && !guest) {
    return (
      <Dialog title={CHAT.joinTitle} onClose={onClose} closeHref={closeHref} testId="trugpt-join">
        <p className="text-gray-700">{CHAT.joinText}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/auth" onClick={onClose} className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Create Account
          </Link>
          <Link to="/auth" onClick={onClose} className="rounded-full border border-gray-300 px-5 py-2.5 font-semibold text-gray-800">
            Sign In
          </Link>
          <button type="button" onClick={() => setGuest(true)} className="px-2 py-2.5 text-sm font-semibold text-brand-700 underline">
            Continue as guest
          </button>
        </div>
      </Dialog>
    );
  }

  const mode: Mode = !viewer ? "guest" : viewer.isDemo ? "demo" : "user";
  return (
    <Dialog title={CHAT.title} onClose={onClose} closeHref={closeHref} testId="trugpt-dialog" wide>
      {!accepted ? (
        <DisclaimerGate
          onCancel={onClose}
          onAccept={() => {
            try {
              localStorage.setItem(disclaimerKey(viewer), "true");
            } catch {
              // a blocked storage asks again next time
            }
            setAccepted(true);
          }}
        />
      ) : mode === "user" ? (
        <UserChat initialId={conversationId} nutrition={nutrition} />
      ) : mode === "demo" ? (
        <DemoChat nutrition={nutrition} />
      ) : (
        <GuestChat nutrition={nutrition} />
      )}
    </Dialog>
  );
}

function DisclaimerGate({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <div data-testid="trugpt-disclaimer">
      <h3 className="text-lg font-semibold">Medical disclaimer</h3>
      <p className="mt-2 text-gray-700">{CHAT.disclaimer}</p>
      <label className="mt-4 flex items-start gap-2 text-sm text-gray-800">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} className="mt-0.5 h-4 w-4" />
        {CHAT.disclaimerAgree}
      </label>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          disabled={!checked}
          onClick={onAccept}
          className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
        >
          Accept and Continue
        </button>
        <button type="button" onClick={onCancel} className="rounded-full border border-gray-300 px-5 py-2.5 font-semibold text-gray-800">
          Cancel
        </button>
      </div>
    </div>
  );
}
