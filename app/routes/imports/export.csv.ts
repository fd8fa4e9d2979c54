import { requireRole } from "~/auth/guards.server";
import { EXPORT_COLUMNS, exportStatus } from "~/imports/csv-export";
import { toCsv } from "~/lib/spreadsheet-csv";
import { allBatchRows, findBatch } from "~/imports/csv-staging.server";
import { notFound } from "~/lib/responses";
import type { Route } from "./+types/export.csv";

/** The results of one staged batch as CSV: status Approved, Rejected or Pending, every cell quoted and formula-safe. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const batchId = new URL(request.url).searchParams.get("batch") ?? "";
  const batch = batchId ? await findBatch(batchId) : undefined;
  if (!batch)
    notFound({
      heading: "Import not found",
      message: "This CSV import no longer exists.",
      back: { href: "/provider-import", label: "Back to the Import Center" },
    });
  const rows = await allBatchRows(batch.id);
  const body = toCsv(
    EXPORT_COLUMNS,
    rows.map((row) => [
      row.rowNumber,
      exportStatus(row.status),
      row.profile.name,
      row.profile.location ?? "",
      row.profile.specialties ?? [],
      // The import's Languages column (migration 0033), so an exported file imports its languages back.
      row.profile.languages ?? [],
      // A value that failed its check is exported as the file wrote it, beside its message (issue 45 item 7).
      row.profile.email ?? row.profile.invalid?.email ?? "",
      row.profile.phone ?? row.profile.invalid?.phone ?? "",
      row.profile.website ?? row.profile.invalid?.website ?? "",
      row.providerId ?? "",
      [...row.errors, ...row.warnings].join(" "),
    ]),
  );
  const name =
    batch.fileName
      .replace(/\.csv$/i, "")
      .replace(/[^\w.-]+/g, "-")
      .slice(0, 80) || "import";
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-results.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
