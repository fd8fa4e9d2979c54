/**
 * The automatic holds at review creation (issue 35 item 3; decision 042). A review that looks
 * automated is held before it shows: many from one client address or one device in a short time,
 * a brand-new account reviewing several practices within minutes, or text that is the same as
 * another review's. The numbers are in holds-rules.ts, the public reasons in holds-messages.ts.
 */
import { and, count, eq, gt, ne, or, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { sha256Hex } from "~/lib/ids";
import { HOLD_REASONS } from "./holds-messages";
import {
  BURST_HELD_FROM,
  BURST_WINDOW_MINUTES,
  DUPLICATE_MIN_CHARACTERS,
  NEW_ACCOUNT_HELD_FROM,
  NEW_ACCOUNT_HOURS,
  NEW_ACCOUNT_WINDOW_MINUTES,
} from "./holds-rules";

const MINUTE = 60_000;

/** Where a review came from (keyed hashes: holds-origin.server.ts) and how old its author's account is. */
export type ReviewScreen = { addressHash: string | null; deviceHash: string | null; accountCreatedAt: Date };

/** The text as the duplicate rule compares it: case, whitespace and punctuation folded. */
export function foldedReviewText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The stored fingerprint of a review's text, or null for a text too short to matter. */
export async function contentFingerprint(text: string | null): Promise<string | null> {
  const folded = foldedReviewText(text ?? "");
  return folded.length >= DUPLICATE_MIN_CHARACTERS ? sha256Hex(folded) : null;
}

async function countReviews(where: SQL | undefined): Promise<number> {
  const row = await db().select({ n: count() }).from(reviews).where(where).get();
  return row?.n ?? 0;
}

/**
 * Why a review must be held, or null. `reviewId` is the author's review being edited (null for a
 * new one): an edit is checked by the duplicate rule only, as it is no new review.
 */
export async function holdReason({
  reviewId,
  userId,
  providerId,
  fingerprint,
  screen,
  now,
}: {
  reviewId: string | null;
  userId: string;
  providerId: string;
  fingerprint: string | null;
  screen: ReviewScreen;
  now: Date;
}): Promise<string | null> {
  if (reviewId === null) {
    const origins = [
      screen.addressHash ? eq(reviews.originAddressHash, screen.addressHash) : undefined,
      screen.deviceHash ? eq(reviews.originDeviceHash, screen.deviceHash) : undefined,
    ].filter((c) => c !== undefined);
    const burstSince = new Date(now.getTime() - BURST_WINDOW_MINUTES * MINUTE);
    if (origins.length && (await countReviews(and(or(...origins), gt(reviews.createdAt, burstSince)))) >= BURST_HELD_FROM - 1)
      return HOLD_REASONS.burst;
    if (now.getTime() - screen.accountCreatedAt.getTime() < NEW_ACCOUNT_HOURS * 60 * MINUTE) {
      const since = new Date(now.getTime() - NEW_ACCOUNT_WINDOW_MINUTES * MINUTE);
      const others = await countReviews(and(eq(reviews.userId, userId), ne(reviews.providerId, providerId), gt(reviews.createdAt, since)));
      if (others >= NEW_ACCOUNT_HELD_FROM - 1) return HOLD_REASONS.newAccount;
    }
  }
  if (fingerprint) {
    const same = and(eq(reviews.contentFingerprint, fingerprint), reviewId ? ne(reviews.id, reviewId) : undefined);
    if ((await countReviews(same)) > 0) return HOLD_REASONS.duplicate;
  }
  return null;
}
