/**
 * Grants the practice's owner one signed, expiring, single-use upload URL for a listing photo
 * (/provider/profile): the browser compresses the photo, PUTs it to /media/upload/{id}, and the
 * page's form then carries only the upload id. Without JavaScript the form posts the file instead.
 */
import { z } from "zod";
import { formAction } from "~/http/action.server";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import { grantReply } from "~/http/upload-grant.server";
import { PHOTO_FAILED } from "~/practice/listing-messages";
import { LISTING_PHOTO_KINDS, LISTING_PHOTO_PURPOSE } from "~/practice/listing-schemas";

export const ListingPhotoGrantSchema = z.object({
  kind: z.enum(LISTING_PHOTO_KINDS, { error: PHOTO_FAILED }),
  contentType: z.string({ error: PHOTO_WRONG_TYPE }).max(100, PHOTO_WRONG_TYPE),
  sizeBytes: z.number({ error: PHOTO_FAILED }).int().positive(PHOTO_FAILED),
  originalBytes: z.number({ error: PHOTO_FAILED }).int().nonnegative().max(MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE),
});

export const action = formAction({
  who: "practice-owner",
  schema: ListingPhotoGrantSchema,
  unexpected: PHOTO_FAILED,
  limits: ({ user }) => [["listingPhotosPerAccount", user.id]],
  async run({ user, value }) {
    return grantReply({
      owner: { userId: user.id },
      purpose: LISTING_PHOTO_PURPOSE[value.kind],
      contentType: value.contentType,
      sizeBytes: value.sizeBytes,
    });
  },
});
