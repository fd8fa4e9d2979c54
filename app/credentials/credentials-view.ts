/**
 * What profiles, cards and the practice's own page say about credentials, computed on the server
 * so the pages' JavaScript carries neither the board list nor the texts (the card is in
 * /find-doctors' and home's first load: decision 040).
 */
import type { CredentialStatus, ProviderCredentials } from "~/db/schema";
import { boardName } from "./boards";
import {
  boardLine,
  checkedLine,
  CREDENTIALS_CHECKED,
  LICENSE_EXPIRED,
  LICENSE_SUSPENDED,
  NOTHING_SUBMITTED,
  notYetChecked,
  SUBMITTED_FOR_CHECKING,
} from "./messages";

/**
 * The label of a checked status: a badge ("Credentials checked") or a warning ("License
 * suspended"), with its classes: the card (in /find-doctors' and home's first load, decision 040)
 * then carries no class lists of its own.
 */
export type CredentialLabel = { tone: "checked" | "warning"; text: string; className: string };

const PILL = "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold";
const CHECKED = `${PILL} bg-sky-50 text-sky-800`;
const WARNING = `${PILL} bg-red-50 text-red-800`;
const LABELS: Partial<Record<CredentialStatus, CredentialLabel>> = {
  checked: { tone: "checked", text: CREDENTIALS_CHECKED, className: CHECKED },
  expired: { tone: "warning", text: LICENSE_EXPIRED, className: WARNING },
  suspended: { tone: "warning", text: LICENSE_SUSPENDED, className: WARNING },
};

/** A card's label for a stored status (none while unchecked or never submitted). */
export function credentialLabel(status: string | null | undefined): CredentialLabel | undefined {
  return status ? LABELS[status as CredentialStatus] : undefined;
}

export type CredentialsView = {
  status: CredentialStatus;
  label?: CredentialLabel;
  /** "License FL ME12345 checked by TruSelf on 3 Nov 2026 (source: …)", or that it is not checked yet. */
  license: string;
  board?: string;
};

/** A provider's credentials as its profile shows them. */
export function credentialsView(row: ProviderCredentials | null | undefined): CredentialsView | null {
  if (!row) return null;
  const checked = row.status !== "unchecked" && row.checkedOn && row.checkSource;
  return {
    status: row.status,
    label: credentialLabel(row.status),
    license: checked
      ? checkedLine(row.licenseState, row.licenseNumber, row.checkedOn!, row.checkSource!)
      : notYetChecked(row.licenseState, row.licenseNumber),
    ...(row.boardCode &&
      row.boardSpecialty && { board: boardLine(row.boardCode === "OTHER" ? null : boardName(row.boardCode), row.boardSpecialty) }),
  };
}

/** Where the practice's own submission stands, for its owner and team on /provider/profile. */
export function submissionStatus(row: ProviderCredentials | null | undefined): { status: string; detail?: string } {
  if (!row) return { status: NOTHING_SUBMITTED };
  const view = credentialsView(row)!;
  if (row.status === "unchecked") return { status: SUBMITTED_FOR_CHECKING };
  return { status: view.label!.text, detail: view.license };
}
