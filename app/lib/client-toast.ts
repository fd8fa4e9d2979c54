/** Toasts raised in the browser (fetcher results, demo actions); the root Toaster listens for them. */
export type ToastMessage = {
  title: string;
  description?: string;
  type: "success" | "error" | "info";
  action?: { label: string; to: string };
};

export const CLIENT_TOAST_EVENT = "truself:toast";

export function showToast(toast: ToastMessage) {
  window.dispatchEvent(new CustomEvent<ToastMessage>(CLIENT_TOAST_EVENT, { detail: toast }));
}

/** An action's reply as a toast; a reply that says the session ended offers Sign In (and back). */
export function showReplyToast(reply: { toast?: ToastMessage; signIn?: string } | undefined) {
  if (!reply?.toast) return;
  showToast(reply.signIn ? { ...reply.toast, action: { label: "Sign In", to: reply.signIn } } : reply.toast);
}
