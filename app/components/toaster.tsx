import { useEffect, useRef, useState } from "react";
import { CLIENT_TOAST_EVENT } from "~/lib/client-toast";
import { useHydrated } from "~/lib/progressive";

export type ToastMessage = { title: string; description?: string; type: "success" | "error" | "info" };

/**
 * One toast visible at a time (spec 001); dismissable, and announced to screen readers. Until
 * hydration (and without JavaScript) it is a non-modal <dialog> whose Dismiss button closes it
 * through a method="dialog" form, so that button works without JavaScript too.
 */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);
  const hydrated = useHydrated();
  const standIn = useRef<HTMLDialogElement>(null);
  useEffect(() => setVisible(toast), [toast]);
  useEffect(() => {
    // Dismissed before hydration: stays dismissed.
    if (standIn.current && !standIn.current.open) setVisible(null);
  }, []);
  useEffect(() => {
    const show = (event: Event) => setVisible((event as CustomEvent<ToastMessage>).detail);
    window.addEventListener(CLIENT_TOAST_EVENT, show);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, show);
  }, []);
  if (!visible) return null;
  const tone = visible.type === "error" ? "border-red-300 bg-red-50 text-red-800" : visible.type === "info" ? "border-sky-300 bg-sky-50 text-sky-900" : "border-emerald-300 bg-emerald-50 text-emerald-900";
  const box = `fixed right-4 top-20 z-50 max-w-sm rounded-xl border p-4 shadow-lg ${tone}`;
  const text = (
    <div>
      <p className="font-semibold">{visible.title}</p>
      {visible.description && <p className="mt-1 text-sm">{visible.description}</p>}
    </div>
  );
  const dismiss = "ml-auto text-lg leading-none";
  if (!hydrated) {
    return (
      <dialog ref={standIn} open aria-label="Notification" className={`${box} left-auto m-0`} data-testid="toast">
        <div className="flex items-start gap-3">
          {text}
          <form method="dialog" className={dismiss}>
            <button type="submit" aria-label="Dismiss">×</button>
          </form>
        </div>
      </dialog>
    );
  }
  return (
    <div role="status" aria-live="polite" className={box} data-testid="toast">
      <div className="flex items-start gap-3">
        {text}
        <button type="button" aria-label="Dismiss" onClick={() => setVisible(null)} className={dismiss}>×</button>
      </div>
    </div>
  );
}
