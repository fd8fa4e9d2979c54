/**
 * The one reply of every upload grant route (/uploads/*, the listing editor's photo grant): 201
 * with the signed, expiring, single-use upload URL, or the upload rules' refusal.
 */
import { grantUpload, UploadError, type UploadGrant } from "~/media/uploads.server";
import { fail, succeed, type Failure, type Success } from "./action.server";
import type { LimitCheck } from "~/lib/limits";

/** What a grant form that anyone signed in (or signing up) may post shares: its failure text and the per-IP limit. */
export const perIpGrantForm = {
  unexpected: "Upload failed. Please try again.",
  limits: ({ ip }: { ip: string }): LimitCheck[] => [["uploadGrantPerIp", ip]],
};

export async function grantReply(request: Parameters<typeof grantUpload>[0]): Promise<Success<{ grant: UploadGrant }> | Failure> {
  try {
    return succeed({ status: 201, extra: { grant: await grantUpload(request) } });
  } catch (error) {
    if (error instanceof UploadError) return fail(error.status, error.message);
    throw error;
  }
}
