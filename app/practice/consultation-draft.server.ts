/**
 * A guest's consultation request, kept while they sign in or sign up (issue 34): the form posts,
 * the action keeps what was typed in a sealed, HttpOnly, 30-minute cookie (AES-GCM,
 * app/lib/sealed.server.ts: the message may be personal, so the browser cannot read it) and sends
 * the guest to sign in; back on the form, signed in, the loader fills the form from it once.
 * Photos are not kept: the form asks for them again, and the message is kept up to
 * DRAFT_MESSAGE_MAX characters (a browser keeps at most 4 KB in one cookie).
 */
import { z } from "zod";
import { sealedCookie } from "~/lib/cookies.server";
import { TIMES_MAX, type ConsultationDraft } from "./consultation-schemas";

const PURPOSE = "consultation-draft";
const TTL_SECONDS = 30 * 60;
export const DRAFT_MESSAGE_MAX = 1200;

const DraftSchema = z.object({
  providerId: z.string().max(200),
  procedure: z.string().max(200),
  contactMethod: z.string().max(20),
  phone: z.string().max(40),
  preferredTimes: z.string().max(TIMES_MAX),
  message: z.string().max(DRAFT_MESSAGE_MAX),
});

function draftCookie() {
  return sealedCookie("truself_consultation_draft", PURPOSE, TTL_SECONDS);
}

function text(formData: FormData, name: string, max: number): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The Set-Cookie header that keeps this post's values for `providerId`'s form. */
export async function keepConsultationDraft(formData: FormData, providerId: string): Promise<string> {
  const draft: z.infer<typeof DraftSchema> = {
    providerId,
    procedure: text(formData, "procedure", 200),
    contactMethod: text(formData, "contactMethod", 20),
    phone: text(formData, "phone", 40),
    preferredTimes: text(formData, "preferredTimes", TIMES_MAX),
    message: text(formData, "message", DRAFT_MESSAGE_MAX),
  };
  return draftCookie().serialize(draft);
}

/** The kept draft for `providerId` (null: none, another provider's, or tampered) and the header that clears it. */
export async function readConsultationDraft(
  request: Request,
  providerId: string,
): Promise<{ draft: ConsultationDraft | null; clearHeader: string | null }> {
  const cookie = draftCookie();
  const parsed = DraftSchema.safeParse(await cookie.parse(request));
  if (!parsed.success || parsed.data.providerId !== providerId) return { draft: null, clearHeader: null };
  const { providerId: _id, ...draft } = parsed.data;
  return { draft, clearHeader: await cookie.clear() };
}
