/**
 * Sign-up step 1 kept between the two steps, without JavaScript and without ever echoing the
 * password into the page: an HttpOnly, 30-minute cookie holding the names, the e-mail and the
 * password's *hash* (computed once at step 1), sealed with AES-GCM (the cookie kit's `sealedCookie`) so
 * the browser can neither read nor forge it. Back from step 2 reads it to refill the form. Each
 * draft has a random id: photos uploaded during this sign-up belong to it (app/media/uploads.server.ts).
 */
import { z } from "zod";
import { randomToken } from "~/lib/ids";
import { sealedCookie, signedCookie } from "~/lib/cookies.server";

export const SIGN_UP_DRAFT_TTL_SECONDS = 30 * 60;
const PURPOSE = "signup-draft";

const DraftSchema = z.object({
  id: z.string().min(16).max(64),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(254),
  passwordHash: z.string().max(200),
  createdAt: z.number(),
});
export type SignUpDraft = z.infer<typeof DraftSchema>;

function draftCookie() {
  return sealedCookie("truself_signup", PURPOSE, SIGN_UP_DRAFT_TTL_SECONDS);
}

/** The draft, if the cookie is present, untampered and younger than 30 minutes. */
export async function readSignUpDraft(request: Request): Promise<SignUpDraft | null> {
  const raw: unknown = await draftCookie().parse(request);
  const parsed = DraftSchema.safeParse(raw);
  if (!parsed.success) return null;
  if (Date.now() - parsed.data.createdAt > SIGN_UP_DRAFT_TTL_SECONDS * 1000) return null;
  return parsed.data;
}

export async function saveSignUpDraft(draft: Omit<SignUpDraft, "createdAt" | "id">): Promise<string> {
  return draftCookie().serialize({ ...draft, id: randomToken(18), createdAt: Date.now() });
}

export async function clearSignUpDraft(): Promise<string> {
  return draftCookie().clear();
}

/**
 * The browser that signed up (issue 43 finding 2, decision 053): a signed, HttpOnly cookie naming
 * the address it signed up with, for as long as the verify link works. The link opened here keeps
 * the password chosen at sign-up; opened anywhere else, the password stops working. Set for every
 * finished sign-up, taken address or not, so the answer tells nothing.
 */
const SIGNED_UP_TTL_SECONDS = 24 * 60 * 60;
const signedUpCookie = () => signedCookie("truself_signed_up", SIGNED_UP_TTL_SECONDS);

export async function signUpBrowserCookie(email: string): Promise<string> {
  return signedUpCookie().serialize(email);
}

/** The address this browser signed up with, if it did in the last 24 hours. */
export async function signUpBrowserOf(request: Request): Promise<string | null> {
  const value: unknown = await signedUpCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}
