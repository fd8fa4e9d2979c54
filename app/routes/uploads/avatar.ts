/**
 * Grants one signed, expiring upload URL for a profile photo. Allowed for a signed-in account or
 * for someone between the two sign-up steps; the photo itself is then PUT to /media/upload/{id}
 * (app/http/app.server.ts).
 */
import { z } from "zod";
import { AVATAR_WRONG_TYPE, DEMO_READ_ONLY } from "~/auth/schemas";
import { readSignUpDraft } from "~/auth/signup-draft.server";
import { fail, formAction } from "~/http/action.server";
import { grantReply, perIpGrantForm } from "~/http/upload-grant.server";

export const SIGN_IN_TO_UPLOAD = "Please sign in to upload a photo.";

const GrantRequestSchema = z.object({
  contentType: z.string({ error: AVATAR_WRONG_TYPE }).max(100, AVATAR_WRONG_TYPE),
  sizeBytes: z.number({ error: "Please tell us the photo's size." }).int().positive(),
});

export const action = formAction({
  who: "anyone",
  demo: { refuse: DEMO_READ_ONLY },
  schema: GrantRequestSchema,
  ...perIpGrantForm,
  async run({ request, user, value }) {
    const draft = user ? null : await readSignUpDraft(request);
    if (!user && !draft) return fail(401, SIGN_IN_TO_UPLOAD);
    return grantReply({
      owner: user ? { userId: user.id } : { draftId: draft!.id },
      purpose: "avatar",
      ...value,
    });
  },
});
