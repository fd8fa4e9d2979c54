/** Rows both seeds write (data.ts's hand-written directory, directory.ts's generated one). No Node imports: the tests use them too. */
import type { PhotoKind } from "../../app/db/schema.ts";

/** A stock photo of a provider's (served from public/, no R2 object). */
export function stockPhoto(providerId: string, kind: PhotoKind, url: string, position: number, now: number) {
  return {
    id: `photo-${providerId}-${kind}-${position}`,
    providerId,
    kind,
    r2Key: null,
    url,
    title: null,
    sizeBytes: null,
    width: 800,
    height: 600,
    position,
    createdAt: new Date(now),
  };
}

/** A reviewing patient's account; its `passwordHash` is of a secret nobody knows, so it cannot sign in. */
export function reviewerAccount(
  account: { id: string; email: string; firstName: string; lastName: string; username: string },
  passwordHash: string,
  since: number,
) {
  return {
    ...account,
    emailVerifiedAt: new Date(since),
    passwordHash,
    avatarUrl: null,
    role: "patient" as const,
    referralSources: [],
    providerId: null,
    isDemo: false,
    groupTermsAcceptedAt: null,
    createdAt: new Date(since),
    updatedAt: new Date(since),
  };
}
