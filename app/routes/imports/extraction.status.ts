import { requireRole } from "~/auth/guards.server";
import { isRunning, jobView, resendLostTargets } from "~/extraction/jobs.server";
import type { Route } from "./+types/extraction.status";

/**
 * The live progress of one extraction job as JSON, polled by the Automated Web Extraction tab while
 * the job runs; it also sends again the targets of a running job whose Queue message was lost.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const jobId = new URL(request.url).searchParams.get("job") ?? "";
  let view = jobId ? await jobView(jobId) : undefined;
  if (!view) return Response.json({ message: "This extraction job no longer exists." }, { status: 404 });
  if (isRunning(view) && (await resendLostTargets(jobId)) > 0) view = (await jobView(jobId)) ?? view;
  return Response.json(view, { headers: { "Cache-Control": "private, no-store" } });
}
