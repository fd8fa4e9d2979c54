import { requireRole } from "~/auth/guards.server";
import { fail, formAction, formActions, isFetcherSubmission, succeed } from "~/http/action.server";
import { CsvResults } from "~/imports/csv-results";
import { approveAllSummary, CSV_MESSAGES, MAX_CSV_BYTES, CSV_FILE_PROBLEMS } from "~/imports/csv-messages";
import { ApproveAllSchema, ApproveRowSchema, DenyRowSchema, UploadSchema } from "~/imports/csv-schemas";
import {
  approveAll,
  approveRow,
  batchProgress,
  batchRows,
  decodeCsvBytes,
  denyRow,
  fetchCsv,
  findBatch,
  recentBatches,
  ROWS_PER_PAGE,
  stageCsv,
} from "~/imports/csv-staging.server";
import { CsvUploadForm } from "~/imports/csv-upload-form";
import { revalidateOnConflict } from "~/lib/action-reply";
import type { Route } from "./+types/_index";
import { plural } from "~/lib/plural";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const batches = await recentBatches();
  const chosen = params.get("batch");
  const batch = chosen ? await findBatch(chosen) : batches[0];
  if (!batch) return { batches, batch: null, progress: null, rows: [], page: 1, pages: 1 };
  const progress = await batchProgress(batch.id);
  const pages = Math.max(1, Math.ceil(progress.total / ROWS_PER_PAGE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { batches, batch, progress, rows: await batchRows(batch.id, page), page, pages };
}

const admin = { who: ["admin"], demo: { refuse: "The demo account cannot import providers." } } as const;

/**
 * One Approve All request from the page's script approves at most 450 rows or runs 1.5 s, and the
 * script asks again (the bar moves between requests); a post without JavaScript runs up to 25 s.
 */
const APPROVE_ROUND = { fetcher: { budgetMs: 1_500, maxRows: 450 }, page: { budgetMs: 25_000 } };

/** Approving or denying one staged row: back to the import page. */
const rowForm = { ...admin, back: () => "/provider-import", unexpected: CSV_MESSAGES.failed } as const;

export const action = formActions({
  upload: formAction({
    ...admin,
    page: true,
    schema: UploadSchema,
    maxBody: { bytes: MAX_CSV_BYTES + 64 * 1024, field: "file", message: CSV_MESSAGES.importFailed(CSV_FILE_PROBLEMS.tooLarge) },
    unexpected: CSV_MESSAGES.failed,
    async run({ user, value }) {
      let source: { text: string; fileName: string };
      if (value.file) {
        const decoded = decodeCsvBytes(await value.file.arrayBuffer());
        if (!decoded.ok) return fail(400, decoded.message, "file");
        source = { text: decoded.text, fileName: value.file.name };
      } else {
        const fetched = await fetchCsv(value.url ?? "");
        if (!fetched.ok) return fail(400, fetched.message, "url");
        source = fetched;
      }
      const staged = await stageCsv(source.text, source.fileName, user);
      if (!staged.ok) return fail(400, staged.message, value.file ? "file" : "url");
      const parts = [
        `${staged.pending} ready to review`,
        staged.invalid ? `${staged.invalid} with errors` : "",
        staged.duplicates ? plural(staged.duplicates, "duplicate") : "",
        staged.skipped ? `${staged.skipped} without a name skipped` : "",
        staged.stagedBefore ? `${staged.stagedBefore} already waiting for review in another import` : "",
      ].filter(Boolean);
      return succeed({
        redirectTo: `/provider-import?batch=${staged.batchId}`,
        toast: {
          title: `Imported ${plural(staged.staged, "row")}`,
          description: [`${parts.join(", ")}.`, staged.fileWarning].filter(Boolean).join(" "),
          type: staged.fileWarning || staged.stagedBefore ? "info" : "success",
        },
      });
    },
  }),
  approve: formAction({
    ...rowForm,
    schema: ApproveRowSchema,
    async run({ user, value }) {
      const outcome = await approveRow(user, value.rowId);
      if (!outcome.ok) return fail(outcome.status, outcome.message);
      return succeed({
        toast: outcome.leadTracked
          ? { title: "Provider approved", description: `${outcome.name} is now in the directory.`, type: "success" }
          : { title: "Provider approved", description: CSV_MESSAGES.leadTrackingFailed(outcome.name), type: "info" },
        invalidates: [{ providerPages: outcome.providerId! }],
      });
    },
  }),
  deny: formAction({
    ...rowForm,
    schema: DenyRowSchema,
    async run({ user, value }) {
      const outcome = await denyRow(user, value.rowId);
      if (!outcome.ok) return fail(outcome.status, outcome.message);
      return succeed({ toast: { title: "Provider denied", description: `${outcome.name} was not imported.`, type: "success" } });
    },
  }),
  "approve-all": formAction({
    ...admin,
    // Approve All is destructive: a second factor from the last 15 minutes (issue 38).
    freshFactor: true,
    schema: ApproveAllSchema,
    back: () => "/provider-import",
    unexpected: CSV_MESSAGES.failed,
    async run({ user, value, formData }) {
      const fetcher = isFetcherSubmission(formData);
      if (!(await findBatch(value.batchId))) return fail(404, "This CSV import no longer exists.");
      const outcome = await approveAll(user, value.batchId, fetcher ? APPROVE_ROUND.fetcher : APPROVE_ROUND.page);
      const { progress } = outcome;
      const finished = progress.pending === 0 || outcome.approved.length === 0;
      const description = [
        approveAllSummary(progress),
        outcome.leadFailures.length ? CSV_MESSAGES.leadTrackingFailed(outcome.leadFailures.join(", ")) : "",
        ...outcome.failures,
      ]
        .filter(Boolean)
        .join(" ");
      return succeed({
        toast: finished
          ? {
              title: outcome.failures.length ? "Approve All finished with errors" : "Approve All finished",
              description,
              type: outcome.failures.length ? "error" : "success",
            }
          : undefined,
        extra: { progress, finished, failures: outcome.failures },
        // No page purge: the approved providers are new (only 200s are cached, so none of their pages
        // can be), and /find-doctors follows the directory version the provider insert replaced.
        // Purging four cache keys for each of 10,000 providers was most of Approve All's time.
        redirectTo: fetcher ? undefined : `/provider-import?batch=${value.batchId}`,
      });
    },
  }),
});

/** A row approved or rejected in another tab: show its real state (the reply says why nothing changed). */
export const shouldRevalidate = revalidateOnConflict;

export default function ManualCsvImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      {/* A new batch starts the picker and its preview afresh. */}
      <CsvUploadForm key={loaderData.batch?.id ?? "none"} lastResult={actionData?.intent === "upload" ? actionData.result : undefined} />
      <CsvResults {...loaderData} />
    </div>
  );
}
