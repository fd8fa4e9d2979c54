import { useEffect, useState } from "react";
import { CLIENT_TOAST_EVENT } from "~/lib/client-toast";

export type ToastMessage = { title: string; description?: string; type: "success" | "error" | "info" };

/** One toast visible at a time (spec 001); dismissable, and announced to screen readers. */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
  const [visible, setVisible] = useState<ToastMessage | null>(toast);
  useEffect(() => setVisible(toast), [toast]);
  useEffect(() => {
    const show = (event: Event) => setVisible((event as CustomEvent<ToastMessage>).detail);
    window.addEventListener(CLIENT_TOAST_EVENT, show);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, show);
  }, []);
  if (!visible) return null;
  const tone = visible.type === "error" ? "border-red-300 bg-red-50 text-red-800" : visible.type === "info" ? "border-sky-300 bg-sky-50 text-sky-900" : "border-emerald-300 bg-emerald-50 text-emerald-900";
  return (
    <div role="status" aria-live="polite" className={`fixed right-4 top-20 z-50 max-w-sm rounded-xl border p-4 shadow-lg ${tone}`} data-testid="toast">
      <div className="flex items-start gap-3">
        <div>
          <p className="font-semibold">{visible.title}</p>
          {visible.description && <p className="mt-1 text-sm">{visible.description}</p>}
        </div>
        <button type="button" aria-label="Dismiss" onClick={() => setVisible(null)} className="ml-auto text-lg leading-none">×</button>
      </div>
    </div>
  );
}
