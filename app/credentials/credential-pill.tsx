/** A credentials label on cards and profiles (issue 36): "Credentials checked", or a warning such as "License suspended". */
import type { CredentialLabel } from "./credentials-view";

export function CredentialPill({ label }: { label: CredentialLabel }) {
  return (
    <span className={label.className} data-testid="credential-label">
      {label.text}
    </span>
  );
}
