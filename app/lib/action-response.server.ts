/** One reply shape for the progressive forms of app/lib/progressive.tsx. */
import { data } from "react-router";
import { safeRedirect } from "~/auth/guards.server";
import { FETCHER_FIELD, type ActionReply } from "./progressive";
import { redirectWithToast, toastHeader, type Toast } from "./toast.server";

export type { ActionReply };

export function isFetcherSubmission(formData: FormData | null): boolean {
  return formData?.get(FETCHER_FIELD) === "fetcher";
}

/** Where to send a no-JS submission back to: the form's redirectTo, else the same-site Referer. */
export function backTo(request: Request, formData: FormData | null, fallback = "/"): string {
  const field = formData?.get("redirectTo");
  if (typeof field === "string" && field) return safeRedirect(field, fallback);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin) return safeRedirect(url.pathname + url.search + url.hash, fallback);
    } catch {
      // not a URL: use the fallback
    }
  }
  return fallback;
}

export async function reply<T extends object>(
  request: Request,
  formData: FormData | null,
  { status, toast, body, redirectTo, redirectHeaders }: { status: number; toast: Toast; body?: T; redirectTo?: string; redirectHeaders?: HeadersInit },
) {
  if (isFetcherSubmission(formData)) {
    // After a successful fetcher action React Router reloads the root loader, which would replace
    // a toast shown in the browser; handing it the same toast through the cookie keeps it up.
    // Failed actions (4xx/5xx) reload nothing, so no cookie that would linger to the next page.
    const headers = status < 300 ? { "Set-Cookie": await toastHeader(toast) } : undefined;
    return data({ ok: status < 300, toast, ...body } as ActionReply<T>, { status, headers });
  }
  return redirectWithToast(redirectTo ?? backTo(request, formData), toast, { status: 303, headers: redirectHeaders });
}
