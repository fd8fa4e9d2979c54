import { lazy, Suspense, useState, type ComponentType } from "react";
import { Form, Link } from "react-router";
import { useViewer } from "~/demo/use-viewer";
import { useDropSearchParam } from "~/components/ui/drop-search-param";
import { WAITLIST_BUTTON as BUTTON } from "./waitlist-button-class";
import type { WaitlistPanelProps } from "./waitlist-panel";

/**
 * The dialog and its form (conform, zod) load when the dialog first opens, as the chat dialog does
 * (app/chat/chat-launcher.tsx), so the home page's forum preview ships only the button. A page that
 * renders the dialog open on the server (/community?waitlist=open) passes the panel itself: a
 * Suspense boundary there streams its content hidden, for a script to reveal, so without
 * JavaScript the dialog would never show.
 */
const LoadedWaitlistPanel = lazy(() => import("./waitlist-panel").then((m) => ({ default: m.WaitlistPanel })));
function LazyWaitlistPanel(props: WaitlistPanelProps) {
  return (
    <Suspense fallback={null}>
      <LoadedWaitlistPanel {...props} />
    </Suspense>
  );
}

/**
 * Community waitlist (requirements 000). Guests: the button posts and is answered with "Sign up required"
 * and /signup. Signed-in users: a dialog with name and e-mail. Without JavaScript the button is a
 * link to /community?waitlist=open, which renders the dialog open. The home page's forum preview
 * uses the same button (`buttonTestId`, `className`).
 */
export function WaitlistDialog({
  defaultName,
  draft,
  initiallyOpen = false,
  buttonTestId,
  className = BUTTON,
  Panel = LazyWaitlistPanel,
}: {
  defaultName?: string;
  draft?: { name: string; email: string } | null;
  initiallyOpen?: boolean;
  buttonTestId?: string;
  className?: string;
  Panel?: ComponentType<WaitlistPanelProps>;
}) {
  const viewer = useViewer();
  const [open, setOpen] = useState(initiallyOpen);
  const dropOpenParam = useDropSearchParam("waitlist");
  const close = () => {
    setOpen(false);
    dropOpenParam();
  };
  if (!viewer) {
    return (
      <Form method="post" action="/community/waitlist">
        <button type="submit" className={className} data-testid={buttonTestId}>
          Join the Waitlist
        </button>
      </Form>
    );
  }
  return (
    <>
      <Link
        to="/community?waitlist=open#waitlist"
        className={className}
        data-testid={buttonTestId}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        Join the Waitlist
      </Link>
      {open && (
        <Panel
          defaultName={draft?.name ?? defaultName ?? viewer.firstName}
          defaultEmail={draft?.email ?? viewer.email}
          isDemo={Boolean(viewer.isDemo)}
          onClose={close}
        />
      )}
    </>
  );
}
