import { createContext, use, useCallback, useId, useLayoutEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { MODAL_CHANGE_EVENT } from "~/lib/client-toast";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

const CloseDialog = createContext<() => void>(() => {});

/** Closes the dialog around the caller (as its close button does), e.g. a menu's "Close Chat". */
export function useCloseDialog() {
  return use(CloseDialog);
}

/**
 * Every modal of the site: a native <dialog> opened with showModal(), so the page behind is
 * inert, Escape closes it and the page does not scroll behind it (app.css); Tab wraps inside it,
 * and focus goes back to the control that opened it.
 *
 * It renders on the server too, open (so a URL such as /community?join=group shows it without
 * JavaScript); its close button is then a link to `closeHref`. With JavaScript, closing calls
 * `onClose`, or else replaces the URL with `closeHref` (no new history entry).
 */
export function Dialog({
  title,
  onClose,
  closeHref,
  children,
  testId,
  wide = false,
}: {
  title: string;
  onClose?: () => void;
  closeHref: string;
  children: React.ReactNode;
  testId?: string;
  /** A large panel (the TruGPT chat) instead of the usual narrow one. */
  wide?: boolean;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const requestClose = onClose ?? (() => void navigate(closeHref, { replace: true, preventScrollReset: true }));
  const close = useRef(requestClose);
  useLayoutEffect(() => {
    close.current = requestClose;
  });
  const closeDialog = useCallback(() => close.current(), []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    // Rendered open (as the server does), it is not modal yet.
    if (dialog.open) dialog.close();
    dialog.showModal();
    window.dispatchEvent(new Event(MODAL_CHANGE_EVENT));
    dialog.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
    let unmounting = false;
    // Escape closes the native dialog (the browser may refuse to let a page cancel that).
    const onNativeClose = () => {
      window.dispatchEvent(new Event(MODAL_CHANGE_EVENT));
      if (!dialog.open && !unmounting) close.current();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => {
      unmounting = true;
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      window.dispatchEvent(new Event(MODAL_CHANGE_EVENT));
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = focusables(event.currentTarget);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      open
      data-modal-dialog=""
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself (the panel inside covers the rest).
        if (event.target === event.currentTarget) close.current();
      }}
      className={`fixed inset-0 z-50 m-auto h-fit max-h-[90vh] w-[calc(100%-2rem)] ${wide ? "max-w-5xl" : "max-w-lg"} overflow-y-auto rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-900/50 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(17_24_39/0.5)]`}
    >
      <div className="relative p-6">
        <h2 id={titleId} className="pr-8 text-xl font-bold">
          {title}
        </h2>
        <div className="mt-4">
          <CloseDialog value={closeDialog}>{children}</CloseDialog>
        </div>
        <Link
          to={closeHref}
          replace
          preventScrollReset
          aria-label="Close"
          onClick={(event) => {
            event.preventDefault();
            close.current();
          }}
          className="absolute right-4 top-4 text-2xl leading-none text-gray-500 hover:text-gray-800"
        >
          ×
        </Link>
      </div>
    </dialog>
  );
}
