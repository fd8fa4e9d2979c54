import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";

/**
 * A modal that renders on the server too (so ?waitlist=open or ?join=group shows it without
 * JavaScript). Closing is a link to `closeHref`, or `onClose` when JavaScript runs.
 */
export function Modal({ title, onClose, closeHref, children, testId }: { title: string; onClose?: () => void; closeHref: string; children: React.ReactNode; testId?: string }) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("input, button, a")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose?.();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/50 p-4" data-testid={testId}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <h2 id={titleId} className="pr-8 text-xl font-bold">{title}</h2>
        <Link
          to={closeHref}
          aria-label="Close"
          onClick={(e) => {
            if (!onClose) return;
            e.preventDefault();
            onClose();
          }}
          className="absolute right-4 top-4 text-2xl leading-none text-gray-500 hover:text-gray-800"
        >
          ×
        </Link>
        <div className="mt-4">{children}</div>
      </div>
    </div>
  );
}
