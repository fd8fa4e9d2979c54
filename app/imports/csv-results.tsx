/**
 * The staged batch (requirements 002 §2): per-row status and errors, Approve and Deny for pending
 * rows (none for duplicates or rows with errors), Approve All with a progress bar, the export.
 * Every button is a form that works without JavaScript (the page reloads); with JavaScript they
 * post through fetchers and Approve All asks the server for one round after another, the bar
 * moving after each.
 */
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { firstMessage, type ActionReply } from "~/lib/action-reply";
import { showReplyToast } from "~/lib/client-toast";
import { FetcherMarker } from "~/lib/progressive";
import { CSV_STATUS_TEXT } from "./csv-messages";
import type { BatchProgress, BatchSummary, StagedRow } from "./csv-staging.server";
import { ProgressBar } from "~/components/ui/progress-bar";
import { plural } from "~/lib/plural";

type Props = {
  batches: BatchSummary[];
  batch: BatchSummary | null;
  progress: BatchProgress | null;
  rows: StagedRow[];
  page: number;
  pages: number;
};

const STATUS_CLASS: Record<StagedRow["status"], string> = {
  pending: "bg-amber-50 text-amber-800",
  approved: "bg-emerald-50 text-emerald-800",
  rejected: "bg-gray-100 text-gray-700",
  invalid: "bg-red-50 text-red-700",
  duplicate: "bg-orange-50 text-orange-800",
};

export function CsvResults({ batches, batch, progress, rows, page, pages }: Props) {
  if (!batch || !progress) return <p className="text-gray-600">No imports yet. Choose a CSV file above to stage your first import.</p>;
  const pageLink = (n: number) => `/provider-import?batch=${batch.id}&page=${n}`;
  return (
    <section aria-labelledby="csv-results-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="csv-results-heading" className="text-lg font-semibold">
            Results: <span className="break-all">{batch.fileName}</span>
          </h2>
          <p className="text-sm text-gray-600" data-testid="csv-counts">
            {plural(progress.total, "row")} · {progress.pending} pending · {progress.approved} approved · {progress.rejected} rejected ·{" "}
            {progress.invalid} with errors · {plural(progress.duplicate, "duplicate")}
          </p>
        </div>
        <a
          href={`/provider-import/export.csv?batch=${batch.id}`}
          download
          className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold hover:border-brand-500"
        >
          Export Results (CSV)
        </a>
      </div>
      {batches.length > 1 && (
        <nav aria-label="Recent imports" className="flex flex-wrap gap-2 text-sm">
          {batches.map((b) => (
            <Link
              key={b.id}
              to={`/provider-import?batch=${b.id}`}
              aria-current={b.id === batch.id ? "page" : undefined}
              className={`rounded-full border px-3 py-1 ${b.id === batch.id ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-200 text-gray-700"}`}
            >
              {b.fileName} ({b.rowCount})
            </Link>
          ))}
        </nav>
      )}
      <ApproveAll batchId={batch.id} progress={progress} />
      <ul className="divide-y divide-gray-100 rounded-2xl border border-gray-100 bg-white shadow-sm" data-testid="csv-rows">
        {rows.map((row) => (
          <ResultRow key={row.id} row={row} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Result pages" className="flex items-center justify-between text-sm">
          {page > 1 ? <Link to={pageLink(page - 1)}>Previous</Link> : <span />}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={pageLink(page + 1)}>Next</Link> : <span />}
        </nav>
      )}
    </section>
  );
}

type ApproveAllReply = ActionReply<{ progress: BatchProgress; finished: boolean; failures: string[] }>;

function ApproveAll({ batchId, progress }: { batchId: string; progress: BatchProgress }) {
  const fetcher = useFetcher<ApproveAllReply>();
  const form = useRef<HTMLFormElement>(null);
  const [running, setRunning] = useState(false);
  const reply = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !running || !reply) return;
    if (reply.ok && !reply.finished) return void fetcher.submit(form.current);
    setRunning(false);
    if (!reply.ok) showReplyToast(reply);
  }, [fetcher, running, reply]);
  // The latest figures: the reply of the round that just ended, or the page's own.
  const shown = running && reply?.progress ? reply.progress : progress;
  const busy = running || fetcher.state !== "idle";
  return (
    <div className="rounded-2xl border border-gray-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="csv-progress-label" className="text-sm font-medium text-gray-800">
          {shown.done} of {shown.reviewable} reviewed ({shown.approved} approved, {shown.rejected} rejected)
        </p>
        <fetcher.Form method="post" ref={form} onSubmit={() => setRunning(true)}>
          <FetcherMarker />
          <input type="hidden" name="intent" value="approve-all" />
          <input type="hidden" name="batchId" value={batchId} />
          <button
            type="submit"
            disabled={busy || shown.pending === 0}
            className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? "Approving…" : `Approve All (${shown.pending})`}
          </button>
        </fetcher.Form>
      </div>
      <ProgressBar labelledBy="csv-progress-label" value={shown.done} max={shown.reviewable} className="mt-3" />
      {reply && !reply.ok && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {firstMessage(reply)}
        </p>
      )}
      {reply?.ok && reply.failures?.length ? (
        <ul role="alert" className="mt-2 list-disc pl-5 text-sm text-red-600">
          {reply.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ResultRow({ row }: { row: StagedRow }) {
  const fetcher = useFetcher<ActionReply>();
  const busy = fetcher.state !== "idle";
  const failed = fetcher.data && !fetcher.data.ok ? firstMessage(fetcher.data) : undefined;
  const { profile } = row;
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="csv-row" data-row={row.rowNumber}>
      <div className="min-w-0">
        <p className="font-semibold break-words">
          <span className="mr-2 text-xs font-normal text-gray-500">Row {row.rowNumber}</span>
          {row.providerId ? <Link to={`/provider/${row.providerId}`}>{profile.name}</Link> : <span>{profile.name || "(no name)"}</span>}
          <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[row.status]}`}>
            {CSV_STATUS_TEXT[row.status]}
          </span>
        </p>
        <p className="text-sm text-gray-600 break-words">
          {[profile.location, profile.specialties?.join(", ")].filter(Boolean).join(" · ")}
        </p>
        {row.errors.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm text-red-700">
            {row.errors.map((error) => (
              <li key={error} className="break-words">
                {error}
              </li>
            ))}
          </ul>
        )}
        {row.warnings.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm text-amber-800" aria-label="Warnings">
            {row.warnings.map((warning) => (
              <li key={warning} className="break-words">
                {warning}
              </li>
            ))}
          </ul>
        )}
        {failed && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {failed}
          </p>
        )}
      </div>
      {row.status === "pending" && (
        <fetcher.Form method="post" className="flex shrink-0 gap-2">
          <FetcherMarker />
          <input type="hidden" name="rowId" value={row.id} />
          <button
            type="submit"
            name="intent"
            value="approve"
            disabled={busy}
            aria-label={`Approve ${profile.name}`}
            className="rounded-full bg-emerald-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            Approve
          </button>
          <button
            type="submit"
            name="intent"
            value="deny"
            disabled={busy}
            aria-label={`Deny ${profile.name}`}
            className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-semibold hover:border-red-400 disabled:opacity-60"
          >
            Deny
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
