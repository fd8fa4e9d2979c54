/** Toasts raised in the browser (fetcher results, demo actions); the root Toaster listens for them. */
export type ToastMessage = {
  title: string;
  description?: string;
  type: "success" | "error" | "info";
  action?: { label: string; to: string };
};

export const CLIENT_TOAST_EVENT = "truself:toast";

/**
 * Raised when a modal dialog opens or closes (components/ui/dialog.tsx): a modal <dialog> sits in
 * the browser's top layer, above anything outside it, so the Toaster draws its toast inside the
 * topmost open one.
 */
export const MODAL_CHANGE_EVENT = "truself:modal-change";

export function topModalDialog(): HTMLDialogElement | null {
  return [...document.querySelectorAll("dialog")].filter((d) => d.matches(":modal")).at(-1) ?? null;
}

export function showToast(toast: ToastMessage) {
  window.dispatchEvent(new CustomEvent<ToastMessage>(CLIENT_TOAST_EVENT, { detail: toast }));
}

/** An action's reply as a toast; a reply that says the session ended offers Sign In (and back). */
export function showReplyToast(reply: { toast?: ToastMessage; signIn?: string } | undefined) {
  if (!reply?.toast) return;
  showToast(reply.signIn ? { ...reply.toast, action: { label: "Sign In", to: reply.signIn } } : reply.toast);
}
