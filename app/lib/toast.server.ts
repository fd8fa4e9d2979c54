/** Toasts through a signed flash cookie: set on a redirect, read and cleared by the next page. */
import { redirect } from "react-router";
import { z } from "zod";
import { clearCookie, signedCookie } from "./cookies.server";

export const ToastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  type: z.enum(["success", "error", "info"]).default("success"),
  /** A link the toast offers, e.g. Sign In; only ever set by our own code. */
  action: z.object({ label: z.string().max(40), to: z.string().startsWith("/").max(300) }).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;

function toastCookie() {
  return signedCookie("truself_toast", 60);
}

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize(toast);
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; clearHeader: string | null }> {
  const cookie = toastCookie();
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clearHeader: null };
  const parsed = ToastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, clearHeader: await clearCookie(cookie) };
}
