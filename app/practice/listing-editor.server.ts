/**
 * What /provider/profile shows the signed-in practice (issue 34): its own listing in the editor's
 * fields, its credentials as submitted, its reviews and the listing's recent changes.
 */
import { credentialsOf } from "~/credentials/credentials.server";
import { submissionStatus } from "~/credentials/credentials-view";
import { providerReviews } from "~/reviews/reviews.server";
import type { PracticeAccess } from "./access.server";
import { listingChangeLog, ownListing } from "./listing-edits.server";
import { SOCIAL_NETWORKS, toLines } from "./listing-schemas";

/** The editor's data for `access`'s own listing (never one named by the request); null when the listing is gone. */
export async function listingEditorView(access: PracticeAccess) {
  const listing = await ownListing(access);
  if (!listing) return null;
  const { provider, fields } = listing;
  const [reviews, log, credentials] = await Promise.all([
    providerReviews(provider.id),
    listingChangeLog({ providerId: provider.id, limit: 20 }),
    credentialsOf(provider.id),
  ]);
  const social = Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, fields.socialMedia[key] ?? ""]));
  return {
    canEdit: access.practiceRole === "owner",
    provider: { id: provider.id, name: provider.name, image: provider.image, linkInBioUsername: provider.linkInBioUsername },
    form: {
      bio: fields.bio ?? "",
      services: fields.servicesOffered.join("\n"),
      languages: (fields.languages ?? []).join(", "),
      pricing: toLines(fields.pricing),
      hours: toLines(fields.hours),
      website: fields.website ?? "",
      ...social,
      practicePhone: fields.practicePhone ?? "",
      practiceEmail: fields.practiceEmail ?? "",
      practiceAddress: fields.practiceAddress ?? "",
      username: fields.linkInBioUsername ?? "",
    },
    credentials: {
      ...submissionStatus(credentials),
      form: {
        licenseNumber: credentials?.licenseNumber ?? "",
        licenseState: credentials?.licenseState ?? "",
        boardCode: credentials?.boardCode ?? "",
        boardSpecialty: credentials?.boardSpecialty ?? "",
      },
    },
    reviews,
    changes: log.changes,
  };
}
