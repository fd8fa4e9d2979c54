/**
 * Grants one signed, expiring, single-use upload URL for a provider photo of one kind (the photo
 * import tool, admins only). The browser compresses the photo first and declares both sizes: the
 * file as chosen (spec 002 §9: over 2 MB is refused) and the compressed bytes it will PUT.
 */
import { z } from "zod";
import { formAction } from "~/http/action.server";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, PROVIDER_PHOTO_KINDS } from "~/media/photo-rules";
import { grantReply } from "~/http/upload-grant.server";

export const PhotoGrantSchema = z.object({
  kind: z.enum(PROVIDER_PHOTO_KINDS, { error: "Please choose the photo's type." }),
  contentType: z.string({ error: PHOTO_WRONG_TYPE }).max(100, PHOTO_WRONG_TYPE),
  sizeBytes: z.number({ error: "Please tell us the photo's size." }).int().nonnegative(),
  originalBytes: z.number({ error: "Please tell us the photo's size." }).int().nonnegative().max(MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE),
});

export const action = formAction({
  who: ["admin"],
  schema: PhotoGrantSchema,
  unexpected: "Upload failed. Please try again.",
  limits: ({ user }) => [["photoGrantPerAdmin", user.id]],
  async run({ user, value }) {
    return grantReply({
      owner: { userId: user.id },
      purpose: `photo_${value.kind}`,
      contentType: value.contentType,
      sizeBytes: value.sizeBytes,
    });
  },
});
