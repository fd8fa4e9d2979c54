import { requireRole } from "~/auth/guards.server";
import { jobResults } from "~/extraction/jobs.server";
import { EXTRACTION_MESSAGES } from "~/extraction/messages";
import { resultsCsv } from "~/extraction/results-csv";
import { redirectWithToast } from "~/lib/toast.server";
import type { Route } from "./+types/extraction.download";

/** One job's extracted profiles as CSV (every cell quoted and formula-safe); none: back with "No results to download". */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const jobId = new URL(request.url).searchParams.get("job") ?? "";
  const results = jobId ? await jobResults(jobId) : [];
  if (results.length === 0)
    return redirectWithToast(`/provider-import/extraction${jobId ? `?job=${encodeURIComponent(jobId)}` : ""}`, {
      title: "Download",
      description: EXTRACTION_MESSAGES.noResults,
      type: "info",
    });
  return new Response(resultsCsv(results), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="extraction-${jobId.slice(0, 8)}-results.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
