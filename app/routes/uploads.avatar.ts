/**
 * Grants one signed, expiring upload URL for a profile photo (JSON in, JSON out). Allowed for a
 * signed-in account or for someone between the two sign-up steps; the photo itself is then PUT
 * to /media/upload/{id} (app/http/app.server.ts).
 */
import { z } from "zod";
import { getUser } from "~/auth/guards.server";
import { checkLimits, clientIp, tooManyAttemptsMessage } from "~/auth/limits.server";
import { AVATAR_WRONG_TYPE, DEMO_READ_ONLY } from "~/auth/schemas";
import { readSignUpDraft } from "~/auth/signup-draft.server";
import { at } from "~/lib/invariant";
import { grantUpload, UploadError } from "~/media/uploads.server";
import type { Route } from "./+types/uploads.avatar";

export const SIGN_IN_TO_UPLOAD = "Please sign in to upload a photo.";

const GrantRequestSchema = z.object({
  contentType: z.string({ error: AVATAR_WRONG_TYPE }).max(100, AVATAR_WRONG_TYPE),
  sizeBytes: z.number({ error: "Please tell us the photo's size." }).int().positive(),
});

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (user?.isDemo) return Response.json({ error: DEMO_READ_ONLY }, { status: 403 });
  if (!user && !(await readSignUpDraft(request))) return Response.json({ error: SIGN_IN_TO_UPLOAD }, { status: 401 });

  const parsed = GrantRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: at(parsed.error.issues, 0).message }, { status: 400 });

  const limited = await checkLimits([["uploadGrantPerIp", clientIp(request)]]);
  if (limited) return Response.json({ error: tooManyAttemptsMessage(limited.retryAfterSeconds) }, { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });

  try {
    const grant = await grantUpload({ userId: user?.id ?? null, purpose: "avatar", ...parsed.data });
    return Response.json(grant, { status: 201 });
  } catch (error) {
    if (error instanceof UploadError) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
}
