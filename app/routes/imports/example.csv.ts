import { requireRole } from "~/auth/guards.server";
import { toCsv } from "~/lib/spreadsheet-csv";
import { EXAMPLE_COLUMNS, EXAMPLE_ROWS } from "~/imports/csv-example";
import type { Route } from "./+types/example.csv";

/** Download Example CSV: the example columns of requirements 002 §3 and two rows. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const body = toCsv(
    EXAMPLE_COLUMNS,
    EXAMPLE_ROWS.map((row) => EXAMPLE_COLUMNS.map((column) => row[column])),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="provider-import-example.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
