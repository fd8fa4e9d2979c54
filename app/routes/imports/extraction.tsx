import { requireRole } from "~/auth/guards.server";
import { isRunning, jobView, latestJobId, resendLostTargets, startJob } from "~/extraction/jobs.server";
import { EXTRACTION_MESSAGES, MAX_URLS_PER_JOB } from "~/extraction/messages";
import { approveResult, rejectResult } from "~/extraction/review.server";
import { ApproveResultSchema, MAX_URL_LIST_BYTES, RejectResultSchema, StartJobSchema, URL_LIST_TOO_LARGE } from "~/extraction/schemas";
import { isCsvFile, parseUrlInput } from "~/extraction/url-list";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import { revalidateOnConflict } from "~/lib/action-reply";
import type { Route } from "./+types/extraction";
import { EXTRACTION_PAGE as PAGE, ExtractionTab, jobPage } from "~/extraction/extraction-tab";
import { plural } from "~/lib/plural";

export const meta: Route.MetaFunction = () => [
  { title: "Automated Web Extraction | Provider Import Center | TruSelf" },
  { name: "robots", content: "noindex" },
];

/** Admins only: the current job (?job=, else the latest) with its progress, profiles and errors. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const jobId = new URL(request.url).searchParams.get("job") || (await latestJobId());
  let view = jobId ? await jobView(jobId) : undefined;
  if (view && isRunning(view) && (await resendLostTargets(view.job.id)) > 0) view = await jobView(view.job.id);
  return { view: view ?? null };
}

const admin = { who: ["admin"], page: true, back: () => PAGE } as const;

export const action = formActions({
  start: formAction({
    ...admin,
    schema: StartJobSchema,
    unexpected: EXTRACTION_MESSAGES.jobFailed,
    maxBody: { bytes: MAX_URL_LIST_BYTES + 64 * 1024, field: "file", message: URL_LIST_TOO_LARGE },
    limits: ({ user }) => [["extractionJobsPerAccount", user.id]],
    async run({ user, value }) {
      const file = value.file && value.file.size > 0 ? value.file : undefined;
      if (file && !isCsvFile(file)) return fail(400, EXTRACTION_MESSAGES.notCsv, "file");
      if (file && file.size > MAX_URL_LIST_BYTES) return fail(413, URL_LIST_TOO_LARGE, "file");
      const list = parseUrlInput({ csv: file ? await file.text() : undefined, text: value.urls });
      if (list.urls.length === 0) {
        const why = [
          list.malformed.length ? `Malformed: ${list.malformed.slice(0, 5).join(", ")}.` : "",
          list.duplicates.length ? `Duplicates: ${list.duplicates.slice(0, 5).join(", ")}.` : "",
        ].filter(Boolean);
        return fail(400, [EXTRACTION_MESSAGES.noUrls, ...why].join(" "), file ? "file" : "urls");
      }
      if (list.urls.length > MAX_URLS_PER_JOB) return fail(400, EXTRACTION_MESSAGES.tooMany(list.urls.length), file ? "file" : "urls");
      const jobId = await startJob(user.id, list.urls);
      const notes = [
        list.duplicates.length ? `Skipped ${plural(list.duplicates.length, "duplicate")}: ${list.duplicates.join(", ")}.` : "",
        list.malformed.length ? `Skipped ${plural(list.malformed.length, "malformed URL")}: ${list.malformed.join(", ")}.` : "",
      ].filter(Boolean);
      return succeed({
        redirectTo: jobPage(jobId),
        toast: {
          title: "Extraction started",
          description: [`${plural(list.urls.length, "URL")} queued.`, ...notes].join(" "),
          type: notes.length ? "info" : "success",
        },
      });
    },
  }),
  approve: formAction({
    ...admin,
    schema: ApproveResultSchema,
    unexpected: EXTRACTION_MESSAGES.approveFailed,
    async run({ user, value }) {
      const outcome = await approveResult(user, value.resultId);
      if (!outcome.ok) return fail(outcome.status, outcome.message);
      return succeed({
        redirectTo: jobPage(value.jobId),
        toast: outcome.leadTracked
          ? {
              title: "Profile approved",
              description: outcome.already ? `${outcome.name} is already in the directory.` : `${outcome.name} is now in the directory.`,
              type: "success",
            }
          : { title: "Profile approved", description: EXTRACTION_MESSAGES.leadFailed(outcome.name), type: "info" },
        invalidates: outcome.providerId ? [{ providerPages: outcome.providerId }] : [],
      });
    },
  }),
  reject: formAction({
    ...admin,
    schema: RejectResultSchema,
    unexpected: "Failed to reject profile",
    async run({ user, value }) {
      const outcome = await rejectResult(user, value.resultId);
      if (!outcome.ok) return fail(outcome.status, outcome.message);
      return succeed({
        redirectTo: jobPage(value.jobId),
        toast: { title: "Profile rejected", description: `${outcome.name} was not imported.`, type: "success" },
      });
    },
  }),
});

/** A row approved or rejected in another tab: show its real state (the reply says why nothing changed). */
export const shouldRevalidate = revalidateOnConflict;

export default function AutomatedWebExtraction({ loaderData, actionData }: Route.ComponentProps) {
  return <ExtractionTab initial={loaderData.view} actionData={actionData} />;
}
