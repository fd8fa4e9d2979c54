/**
 * Grants one signed, expiring, single-use upload URL for a private consultation photo (issue 34):
 * signed-in patients only. The browser compresses the photo and PUTs it to /media/upload/{id};
 * the request form then carries the upload id. /media/* never serves these keys.
 */
import { z } from "zod";
import { formAction } from "~/http/action.server";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import { grantReply, perIpGrantForm } from "~/http/upload-grant.server";
import { DEMO_REQUEST_REFUSED } from "~/practice/consultation-messages";

const GrantSchema = z.object({
  contentType: z.string({ error: PHOTO_WRONG_TYPE }).max(100, PHOTO_WRONG_TYPE),
  sizeBytes: z.number({ error: "Please tell us the photo's size." }).int().nonnegative(),
  originalBytes: z.number({ error: "Please tell us the photo's size." }).int().nonnegative().max(MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE),
});

export const action = formAction({
  who: "user",
  demo: { refuse: DEMO_REQUEST_REFUSED },
  schema: GrantSchema,
  ...perIpGrantForm,
  async run({ user, value }) {
    return grantReply({
      owner: { userId: user.id },
      purpose: "consultation",
      contentType: value.contentType,
      sizeBytes: value.sizeBytes,
    });
  },
});
