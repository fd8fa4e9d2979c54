/**
 * Without JavaScript the waitlist form lives in a dialog rendered open at
 * /community?waitlist=open. A post the server refuses goes back there (not to the closed page),
 * and what was typed rides along in a short-lived signed flash cookie that the community loader
 * reads once (like the provider page's drafts, app/provider-profile/form-drafts.server.ts).
 */
import { z } from "zod";
import { clearCookie, signedCookie } from "~/lib/cookies.server";

export const WAITLIST_DIALOG = "/community?waitlist=open#waitlist";

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const DraftSchema = z.object({ name: z.string().max(NAME_MAX), email: z.string().max(EMAIL_MAX) });
export type WaitlistDraft = z.infer<typeof DraftSchema>;

function draftCookie() {
  return signedCookie("truself_waitlist_draft", 60);
}

function text(formData: FormData, name: string, max: number): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

export async function waitlistDraftHeaders(formData: FormData): Promise<HeadersInit> {
  const draft: WaitlistDraft = { name: text(formData, "name", NAME_MAX), email: text(formData, "email", EMAIL_MAX) };
  return { "Set-Cookie": await draftCookie().serialize(draft) };
}

/** The pending draft, and the header that clears it (shown once). */
export async function readWaitlistDraft(request: Request): Promise<{ draft: WaitlistDraft | null; clearHeader: string | null }> {
  const cookie = draftCookie();
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (!raw) return { draft: null, clearHeader: null };
  const parsed = DraftSchema.safeParse(raw);
  return { draft: parsed.success ? parsed.data : null, clearHeader: await clearCookie(cookie) };
}
