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
