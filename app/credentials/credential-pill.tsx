/** A credentials label on cards and profiles (issue 36): "Credentials checked", or a warning such as "License suspended". */
import type { CredentialLabel } from "./credentials-view";

export function CredentialPill({ label }: { label: CredentialLabel }) {
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${label.tone === "checked" ? "bg-sky-50 text-sky-800" : "bg-red-50 text-red-800"}`}
      data-testid="credential-label"
    >
      {label.text}
    </span>
  );
}
