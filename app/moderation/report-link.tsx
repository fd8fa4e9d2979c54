/** The "Report" control beside a review, an answer or a practice reply: a plain link to the report page (no JavaScript). */
import type { TargetType } from "./reports-schemas";
import { REPORT_TARGET_LABELS } from "./reports-messages";

export function ReportLink({ type, id }: { type: TargetType; id: string }) {
  return (
    <a
      href={`/report?type=${type}&id=${encodeURIComponent(id)}`}
      rel="nofollow"
      className="ml-3 text-xs font-medium text-gray-500 underline-offset-2 hover:text-red-700 hover:underline"
      data-testid={`report-${type}`}
    >
      Report<span className="sr-only"> this {REPORT_TARGET_LABELS[type]}</span>
    </a>
  );
}
