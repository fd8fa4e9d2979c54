/** The listing change log (issue 34): on the owner's /provider/profile and the admins' Listing changes tab. */
import { NO_CHANGES_YET } from "./listing-messages";
import type { ListingChangeRow } from "./listing-edits.server";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The change log rows (this page and the admin tab): field, before, after, who, when. */
export function ChangeList({ changes, showProvider = false }: { changes: ListingChangeRow[]; showProvider?: boolean }) {
  if (changes.length === 0) return <p className="text-gray-600">{NO_CHANGES_YET}</p>;
  return (
    <ul className="divide-y divide-gray-100 text-sm" data-testid="listing-changes">
      {changes.map((c) => (
        <li key={c.id} className="grid gap-1 py-3 wrap-anywhere" data-testid="listing-change">
          <p className="font-semibold text-gray-900">
            {showProvider && `${c.providerName} · `}
            {c.field}
          </p>
          <p className="text-gray-600">
            <span className="text-gray-500">Before:</span> {c.before ?? "(empty)"}
          </p>
          <p className="text-gray-800">
            <span className="text-gray-500">After:</span> {c.after ?? "(empty)"}
          </p>
          <p className="text-xs text-gray-500">
            {c.actorEmail} · <time dateTime={c.createdAt}>{when.format(new Date(c.createdAt))} UTC</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
