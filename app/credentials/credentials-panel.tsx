/** Credentials on a provider's profile (issue 36 item 3): the label, what was checked and when, and what "Verified" means beside it. */
import { CredentialPill } from "./credential-pill";
import type { CredentialsView } from "./credentials-view";
import { NOTHING_SUBMITTED_PUBLIC, VERIFIED_VS_CHECKED } from "./messages";

export function CredentialsPanel({ credentials }: { credentials: CredentialsView | null }) {
  return (
    <div data-testid="profile-credentials">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">License and board certification</h3>
      {credentials ? (
        <div className="mt-2 space-y-1 text-gray-700">
          {credentials.label && <CredentialPill label={credentials.label} />}
          <p data-testid="credentials-license">{credentials.license}</p>
          {credentials.board && <p data-testid="credentials-board">{credentials.board}</p>}
        </div>
      ) : (
        <p className="mt-2 text-gray-600">{NOTHING_SUBMITTED_PUBLIC}</p>
      )}
      <p className="mt-2 text-xs text-gray-500" data-testid="verified-vs-checked">
        {VERIFIED_VS_CHECKED}
      </p>
    </div>
  );
}
