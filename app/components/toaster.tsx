import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { CLIENT_TOAST_EVENT, MODAL_CHANGE_EVENT, topModalDialog, type ToastMessage } from "~/lib/client-toast";
import { useHydrated } from "~/lib/hydrated";

export type { ToastMessage };

/** Spec 001 section 9: a toast is removed this long after it shows (unless dismissed before). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

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

/**
 * One toast visible at a time (spec 001); dismissable, and announced to screen readers. Until
 * hydration (and without JavaScript) it is a non-modal <dialog> whose Dismiss button closes it
 * through a method="dialog" form, so that button works without JavaScript too.
 *
 * Toasts show above dialogs: while a modal dialog is open (in the browser's top layer, where
 * nothing outside it can be drawn above it, and everything outside it is inert) the toast is
 * drawn inside the topmost one; a dialog rendered open without JavaScript is not modal, and the
 * toast's layer rises above it (TOAST_OVER_DIALOG).
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);
  const [placement, setPlacement] = useState<keyof typeof PLACEMENT>("usual");
  const raisedBy = useRef<Element | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const standIn = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
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
    if (!visible) return;
    const timer = setTimeout(() => setVisible(null), TOAST_REMOVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);
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
  const boxClass = `fixed z-[35] ${TOAST_OVER_DIALOG} md:max-w-sm rounded-xl border p-4 shadow-lg ${tone} ${PLACEMENT[placement]}`;
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
    <div ref={box} role="status" aria-live="polite" className={boxClass} data-testid="toast">
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
