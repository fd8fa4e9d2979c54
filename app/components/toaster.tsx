import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { CLIENT_TOAST_EVENT, MODAL_CHANGE_EVENT, topModalDialog, type ToastMessage } from "~/lib/client-toast";
import { useHydrated } from "~/lib/hydrated";

export type { ToastMessage };

/**
 * A shown toast closes itself after this long (issue 45 item 12), paused while hovered or focused; an
 * error stays until dismissed. Spec 001 section 9's "toast removal delay 1,000,000 ms" is something
 * else: the toast library's clean-up delay, how long a toast already dismissed (out of sight) is kept
 * in memory. Nothing here keeps a dismissed toast, so it is dropped at once, within that delay.
 */
export const TOAST_DURATION_MS = 5_000;

/*
 * Where a toast sits: never over the sticky header or its menus (it stays below their layer),
 * nor over the bottom bar. Phones: under the header; from 768 px: bottom right, above the bar.
 * When that spot would cover the control that raised the toast, it takes the other one.
 */
const PLACEMENT = {
  usual: "inset-x-3 top-[76px] md:inset-x-auto md:top-auto md:right-4 md:bottom-[106px]",
  other: "inset-x-3 bottom-[114px] md:inset-x-auto md:right-4 md:bottom-auto md:top-20",
};

const TOAST_OVER_DIALOG = "[html:has(dialog[data-modal-dialog][open])_&]:z-[60]";

function overlaps(a: DOMRect, b: DOMRect) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

const GAP = 16;
/** The narrowest a toast beside a dialog may be. */
const MIN_SIDE_WIDTH = 200;

/**
 * Where a toast goes while a modal dialog is open (issue 45 item 12): in the free band beside, above or
 * below the dialog's panel, never over it. "inline" when no band is large enough (a dialog that fills a
 * phone's screen): the toast then joins the dialog's own content, at its end, covering nothing.
 */
function besideDialog(dialog: DOMRect, toast: DOMRect): React.CSSProperties | "inline" {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const right = vw - dialog.right - 2 * GAP;
  const left = dialog.left - 2 * GAP;
  const below = vh - dialog.bottom - 2 * GAP;
  const above = dialog.top - 2 * GAP;
  const reset = { left: "auto", right: "auto", top: "auto", bottom: "auto", maxWidth: "none", margin: 0 } as const;
  if (right >= MIN_SIDE_WIDTH) return { ...reset, right: GAP, bottom: GAP, width: Math.min(right, 384) };
  if (left >= MIN_SIDE_WIDTH) return { ...reset, left: GAP, bottom: GAP, width: Math.min(left, 384) };
  if (below >= toast.height) return { ...reset, left: GAP, right: GAP, bottom: GAP };
  if (above >= toast.height) return { ...reset, left: GAP, right: GAP, top: GAP };
  return "inline";
}

/**
 * One toast visible at a time (spec 001); dismissable, and announced to screen readers. Until
 * hydration (and without JavaScript) it is a non-modal <dialog> whose Dismiss button closes it
 * through a method="dialog" form, so that button works without JavaScript too.
 *
 * Toasts stay visible with a dialog open: while a modal dialog is open (in the browser's top layer,
 * where nothing outside it can be drawn above it, and everything outside it is inert) the toast is
 * drawn inside the topmost one, beside its panel and never over it (besideDialog; decision 057); a
 * dialog rendered open without JavaScript is not modal, and the toast's layer rises above it
 * (TOAST_OVER_DIALOG).
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);
  const [placement, setPlacement] = useState<keyof typeof PLACEMENT>("usual");
  const raisedBy = useRef<Element | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const standIn = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
  const [paused, setPaused] = useState(false);
  const [beside, setBeside] = useState<React.CSSProperties | "inline" | null>(null);
  const placed = useRef(beside);
  useEffect(() => {
    placed.current = beside;
  }, [beside]);
  useEffect(() => {
    const update = () => setModal(topModalDialog());
    update();
    window.addEventListener(MODAL_CHANGE_EVENT, update);
    return () => window.removeEventListener(MODAL_CHANGE_EVENT, update);
  }, []);
  useEffect(() => {
    raisedBy.current = null;
    setPlacement("usual");
    setVisible(toast);
  }, [toast]);
  useEffect(() => {
    // Dismissed before hydration: stays dismissed.
    if (standIn.current && !standIn.current.open) setVisible(null);
  }, []);
  useEffect(() => {
    const show = (event: Event) => {
      raisedBy.current = document.activeElement === document.body ? null : document.activeElement;
      setPlacement("usual");
      setVisible((event as CustomEvent<ToastMessage>).detail);
    };
    window.addEventListener(CLIENT_TOAST_EVENT, show);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, show);
  }, []);
  useEffect(() => {
    // Errors stay until dismissed; the others close after TOAST_DURATION_MS, counted afresh after a pause.
    if (!visible || visible.type === "error" || paused) return;
    const timer = setTimeout(() => setVisible(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [visible, paused]);
  useEffect(() => {
    if (!visible) setPaused(false);
  }, [visible]);
  useLayoutEffect(() => {
    if (!visible || !modal?.isConnected || !box.current) return setBeside(null);
    const place = () => box.current && setBeside(besideDialog(modal.getBoundingClientRect(), box.current.getBoundingClientRect()));
    place();
    // Inline, the dialog grows by the toast: never a reason to move it back out.
    const observer = new ResizeObserver(() => placed.current !== "inline" && place());
    observer.observe(modal);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }, [visible, modal]);
  useEffect(() => {
    if (beside === "inline") box.current?.scrollIntoView({ block: "nearest" });
  }, [beside, visible]);
  useLayoutEffect(() => {
    if (!visible || placement !== "usual" || !box.current || !raisedBy.current?.isConnected) return;
    if (overlaps(box.current.getBoundingClientRect(), raisedBy.current.getBoundingClientRect())) setPlacement("other");
  }, [visible, placement]);
  if (!visible) return null;
  const tone =
    visible.type === "error"
      ? "border-red-300 bg-red-50 text-red-800"
      : visible.type === "info"
        ? "border-sky-300 bg-sky-50 text-sky-900"
        : "border-emerald-300 bg-emerald-50 text-emerald-900";
  const inline = beside === "inline" && modal?.isConnected;
  const boxClass = inline
    ? `relative mx-6 mb-6 rounded-xl border p-4 ${tone}`
    : `fixed z-[35] ${TOAST_OVER_DIALOG} md:max-w-sm rounded-xl border p-4 shadow-lg ${tone} ${PLACEMENT[placement]}`;
  const text = (
    <div>
      <p className="font-semibold">{visible.title}</p>
      {visible.description && <p className="mt-1 text-sm">{visible.description}</p>}
      {visible.action && (
        <Link
          to={visible.action.to}
          className="mt-2 inline-block rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {visible.action.label}
        </Link>
      )}
    </div>
  );
  const dismiss = "ml-auto text-lg leading-none";
  if (!hydrated) {
    return (
      <dialog ref={standIn} open aria-label="Notification" className={`${boxClass} m-0 w-auto`} data-testid="toast">
        <div className="flex items-start gap-3">
          {text}
          <form method="dialog" className={dismiss}>
            <button type="submit" aria-label="Dismiss">
              ×
            </button>
          </form>
        </div>
      </dialog>
    );
  }
  const toastBox = (
    <div
      ref={box}
      role="status"
      aria-live="polite"
      className={boxClass}
      style={modal?.isConnected && beside && beside !== "inline" ? beside : undefined}
      data-testid="toast"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={(e) => setPaused(e.currentTarget.contains(document.activeElement))}
      onFocus={() => setPaused(true)}
      onBlur={(e) => setPaused(e.currentTarget.contains(e.relatedTarget) || e.currentTarget.matches(":hover"))}
    >
      <div className="flex items-start gap-3">
        {text}
        <button type="button" aria-label="Dismiss" onClick={() => setVisible(null)} className={dismiss}>
          ×
        </button>
      </div>
    </div>
  );
  return modal?.isConnected ? createPortal(toastBox, modal) : toastBox;
}
