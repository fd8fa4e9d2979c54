/**
 * The Automated Web Extraction tab of the Provider Import Center (issue 13): start a job from a CSV
 * or pasted URLs, watch its progress, approve or reject each extracted profile, read the failures.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { confidenceBadge } from "./extract-profile";
import type { JobView, ResultView } from "./jobs.server";
import { EXTRACTION_MESSAGES, MAX_URLS_PER_JOB } from "./messages";
import { StartJobSchema } from "./schemas";
import { firstMessage } from "~/lib/action-reply";
import { ProgressBar } from "~/components/ui/progress-bar";

import type { ActionReply } from "~/lib/action-reply";

export const EXTRACTION_PAGE = "/provider-import/extraction";
const PAGE = EXTRACTION_PAGE;
export const jobPage = (jobId: string | undefined) => (jobId ? `${PAGE}?job=${encodeURIComponent(jobId)}` : PAGE);
/** How often the page asks for the job's progress while it runs. */
const POLL_MS = 1500;

/** The newer of the loader's view and the last polled one (an approval re-runs the loader after polling stopped). */
function useLiveView(initial: JobView | null): JobView | null {
  const [polled, setPolled] = useState<JobView | null>(null);
  const view = polled && initial && polled.job.id === initial.job.id && polled.at > initial.at ? polled : initial;
  const jobId = view?.job.id;
  const running = view ? isRunningView(view) : false;
  useEffect(() => {
    if (!jobId || !running) return;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(`${PAGE}/status?job=${encodeURIComponent(jobId)}`, { headers: { Accept: "application/json" } });
        const next = response.ok ? await response.json<JobView>() : null;
        if (next && !stopped) setPolled(next);
      } catch {
        // offline for a moment: the next round asks again
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jobId, running]);
  return view;
}

// jobs.server's isRunning, for the browser bundle (the server module stays on the server).
function isRunningView(view: JobView) {
  return view.job.status === "queued" || view.job.status === "running";
}

function eta(seconds: number | null): string {
  if (seconds === null) return "Estimating time left…";
  if (seconds < 60) return `About ${seconds} s left`;
  return `About ${Math.floor(seconds / 60)} min ${seconds % 60} s left`;
}

const BADGE = {
  high: "bg-emerald-100 text-emerald-800",
  medium: "bg-amber-100 text-amber-800",
  low: "bg-red-100 text-red-800",
} as const;

function Progress({ view }: { view: JobView }) {
  const { counts, job } = view;
  const settled = counts.done + counts.failed;
  const running = isRunningView(view);
  return (
    <section aria-labelledby="extraction-progress-heading" className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="extraction-progress-heading" className="text-lg font-semibold">
          Extraction job
        </h3>
        <p className="text-sm text-gray-600" data-testid="job-status">
          {running ? "Running" : job.status === "failed" ? "Failed" : "Completed"} · {settled} of {job.total} URLs processed
        </p>
      </div>
      <ProgressBar label="Extraction progress" value={settled} max={job.total} className="mt-4" />
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {(
          [
            ["Queued", counts.queued],
            ["Fetching", counts.fetching],
            ["Done", counts.done],
            ["Failed", counts.failed],
          ] as const
        ).map(([label, n]) => (
          <div key={label} className="rounded-lg bg-gray-50 px-3 py-2">
            <dt className="text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold" data-testid={`count-${label.toLowerCase()}`}>
              {n}
            </dd>
          </div>
        ))}
        <div className="rounded-lg bg-gray-50 px-3 py-2">
          <dt className="text-gray-600">Time left</dt>
          <dd className="font-semibold" data-testid="eta">
            {running ? eta(view.etaSeconds) : "Finished"}
          </dd>
        </div>
      </dl>
      {job.status === "failed" && <FormAlert messages={[EXTRACTION_MESSAGES.jobFailed]} />}
      {running && (
        <noscript>
          <meta httpEquiv="refresh" content="5" />
          <p className="mt-3 text-sm">
            <a href={jobPage(job.id)} className="font-semibold text-brand-700 underline">
              Reload
            </a>{" "}
            to see the latest progress.
          </p>
        </noscript>
      )}
      {/* Requirements 002 §8: with no profiles there is nothing to download (the link would save this page). */}
      {view.results.length > 0 ? (
        <p className="mt-4">
          <a
            href={`${PAGE}/download?job=${encodeURIComponent(job.id)}`}
            download
            className="inline-block rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Download results as CSV
          </a>
        </p>
      ) : (
        <p className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            disabled
            aria-describedby="no-results-to-download"
            className="rounded-full border border-gray-300 px-5 py-2 text-sm font-semibold text-gray-500"
          >
            Download results as CSV
          </button>
          <span id="no-results-to-download" className="text-sm text-gray-600">
            {EXTRACTION_MESSAGES.noResults}
          </span>
        </p>
      )}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <div className="flex gap-2">
      <dt className="w-28 shrink-0 text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}

const smallButton = "rounded-full px-4 py-1.5 text-sm font-semibold disabled:opacity-60";

function ProfileCard({ result, jobId, busy }: { result: ResultView; jobId: string; busy: string | null }) {
  const p = result.profile;
  const badge = confidenceBadge(result.confidenceScore);
  const images = (
    [
      ["Facade", p.images.facade],
      ["Providers", p.images.providers],
      ["Treatment rooms", p.images.treatment_rooms],
      ["Before/after", p.images.before_after],
    ] as const
  ).filter(([, list]) => list.length > 0);
  const address = [p.location.address, [p.location.city, p.location.state].filter(Boolean).join(", "), p.location.zip]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="min-w-0 rounded-2xl border border-gray-100 bg-white p-5 shadow-sm wrap-anywhere" data-testid="extracted-profile">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="text-base font-semibold">{p.name || "Unnamed practice"}</h4>
          <a
            href={result.sourceUrl}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="break-all text-sm text-brand-700 underline"
          >
            {result.sourceUrl}
          </a>
        </div>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${BADGE[badge]}`} data-testid="confidence-badge">
          {badge === "high" ? "High" : badge === "medium" ? "Medium" : "Low"} confidence · {result.confidenceScore}
        </span>
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        <Detail label="Type" value={p.type} />
        <Detail label="Location" value={address} />
        <Detail label="Phone" value={p.contact.phone} />
        <Detail label="E-mail" value={p.contact.email} />
        <Detail label="Services" value={p.services.join(", ")} />
        <Detail label="Credentials" value={p.credentials.join(", ")} />
        <Detail label="Hours" value={p.business_info.hours} />
      </dl>
      {images.length > 0 && (
        <div className="mt-3 space-y-2">
          {images.map(([label, list]) => (
            <div key={label}>
              <p className="text-xs font-semibold text-gray-500">{label}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {list.slice(0, 4).map((src) => (
                  <li key={src}>
                    <a href={src} rel="noopener noreferrer nofollow" target="_blank">
                      <img
                        src={src}
                        alt={`${label} photo of ${p.name}`}
                        loading="lazy"
                        className="h-16 w-24 rounded bg-gray-100 object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {result.duplicate && result.reviewStatus === "pending" && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="duplicate-flag">
          {EXTRACTION_MESSAGES.duplicate(result.duplicate.name, result.duplicate.location, result.duplicate.id)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {result.reviewStatus === "pending" ? (
          <Form method="post" className="flex gap-2">
            <input type="hidden" name="resultId" value={result.id} />
            <input type="hidden" name="jobId" value={jobId} />
            {!result.duplicate && (
              <SubmitButton
                name="intent"
                value="approve"
                busy={busy === `approve:${result.id}`}
                busyText="Approving…"
                className={`${smallButton} bg-brand-600 text-white hover:bg-brand-700`}
              >
                Approve
              </SubmitButton>
            )}
            <SubmitButton
              name="intent"
              value="reject"
              busy={busy === `reject:${result.id}`}
              busyText="Rejecting…"
              className={`${smallButton} border border-gray-300 text-gray-700 hover:bg-gray-50`}
            >
              Reject
            </SubmitButton>
          </Form>
        ) : result.reviewStatus === "approved" ? (
          <p className="text-sm font-semibold text-emerald-700">
            Approved ·{" "}
            {result.providerId && (
              <a href={`/provider/${encodeURIComponent(result.providerId)}`} className="underline">
                View profile
              </a>
            )}
          </p>
        ) : (
          <p className="text-sm font-semibold text-gray-600">Rejected</p>
        )}
      </div>
    </li>
  );
}

/** The tab: the start form, the job's progress (polled while it runs), its profiles to review and the URLs that failed. */
export function ExtractionTab({ initial, actionData }: { initial: JobView | null; actionData: ActionReply | undefined }) {
  const view = useLiveView(initial);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData : undefined;
  const busyIntent = submitting?.get("intent");
  const busyResult = submitting?.get("resultId");
  const busy = typeof busyIntent === "string" && typeof busyResult === "string" ? `${busyIntent}:${busyResult}` : null;
  const startReply = actionData?.intent === "start" ? actionData : undefined;
  const reviewError = actionData && actionData.intent !== "start" && !actionData.ok ? firstMessage(actionData) : undefined;
  const [form, fields] = useForm({ id: "extraction-start", lastResult: startReply?.result, ...formSchema(StartJobSchema) });

  return (
    <div className="space-y-8">
      <section aria-labelledby="extraction-heading" className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
        <h2 id="extraction-heading" className="text-2xl font-bold">
          Automated Web Extraction
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          Upload a CSV of provider website URLs (or paste them) and start a job: each site is fetched politely (one request per host every 3
          seconds) and its practice details are extracted for your review. At most {MAX_URLS_PER_JOB} URLs per job.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-5 space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="start" />
          <FormAlert messages={form.errors} />
          <Field
            label="CSV file of URLs"
            field={fields.file}
            hint="Every cell that starts with http is used; duplicates and malformed URLs are reported."
          >
            <input {...getInputProps(fields.file, { type: "file" })} accept=".csv,text/csv" className={inputClass} />
          </Field>
          <Field label="Or paste URLs" field={fields.urls} hint="One per line (or separated by commas or spaces).">
            <textarea {...getTextareaProps(fields.urls)} rows={4} className={inputClass} placeholder="https://example-medspa.com" />
          </Field>
          <SubmitButton
            busy={busyIntent === "start"}
            busyText="Starting…"
            className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            Start Extraction
          </SubmitButton>
        </Form>
      </section>

      {reviewError && <FormAlert messages={[reviewError]} />}

      {view ? (
        <>
          <Progress view={view} />
          <section aria-labelledby="extracted-profiles-heading">
            <h3 id="extracted-profiles-heading" className="text-lg font-semibold">
              Extracted profiles ({view.results.length})
            </h3>
            {view.results.length === 0 ? (
              <p className="mt-2 text-sm text-gray-600">
                {isRunningView(view) ? "Profiles appear here as sites are processed." : "No profiles were extracted."}
              </p>
            ) : (
              <ul className="mt-3 grid gap-4 lg:grid-cols-2">
                {view.results.map((result) => (
                  <ProfileCard key={result.id} result={result} jobId={view.job.id} busy={busy} />
                ))}
              </ul>
            )}
          </section>
          {view.errors.length > 0 && (
            <section aria-labelledby="extraction-errors-heading" className="rounded-2xl border border-red-100 bg-red-50 p-6">
              <h3 id="extraction-errors-heading" className="text-lg font-semibold text-red-800">
                URLs that failed ({view.errors.length})
              </h3>
              <ul className="mt-3 space-y-2 text-sm" data-testid="extraction-errors">
                {view.errors.map((e) => (
                  <li key={e.url} className="wrap-anywhere">
                    <span className="font-mono text-red-900">{e.url}</span>: <span className="text-red-800">{e.error}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      ) : (
        <p className="text-sm text-gray-600">No extraction job yet.</p>
      )}
    </div>
  );
}
