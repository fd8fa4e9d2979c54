import { AdminTab } from "~/admin/admin-ui";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { searchAdminProviders } from "~/admin/providers.server";
import { requireRole } from "~/auth/guards.server";
import { FormAlert, inputClass } from "~/components/ui/form";
import { SCRAPE_FAILED, scrapeWebsite } from "~/extraction/scrape.server";
import { fail, formAction, formActions, succeed } from "~/http/action.server";
import {
  ADDED_TO_QUEUE,
  IMPORT_FAILED,
  ImportDecisionSchema,
  QueueImportSchema,
  SCRAPE_SUCCEEDED,
  ScrapeSchema,
  type ScrapedData,
} from "~/imports/photo-import";
import { approveImport, listImportQueue, queueImport, rejectImport } from "~/imports/photo-import.server";
import { ImportQueue, PhotoUploader, ProviderPicker, ScrapePanel, type UploadedPhoto } from "~/imports/photo-import-ui";
import { firstMessage, revalidateOnConflict, type ActionReply } from "~/lib/action-reply";
import { showReplyToast } from "~/lib/client-toast";
import { FetcherMarker } from "~/lib/progressive";
import type { Route } from "./+types/photo-import";

export const meta: Route.MetaFunction = () => [
  { title: "Photo Import Tool | Admin Console | TruSelf" },
  { name: "robots", content: "noindex" },
];

/** The photo and website import tool (spec 002 §2): the queue, and the provider picker's FTS search (?q=). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  const [queue, picker] = await Promise.all([
    listImportQueue(),
    q ? searchAdminProviders({ q, page: 1 }).then((r) => r.providers.map((p) => ({ id: p.id, name: p.name, location: p.location }))) : [],
  ]);
  return { queue, picker };
}

/** Every form of the page: admins only, answered on the page. */
const adminForm = { who: ["admin"], page: true } as const;
/** Approving or rejecting one queued import. */
const decisionForm = { ...adminForm, schema: ImportDecisionSchema, unexpected: IMPORT_FAILED } as const;

export const action = formActions({
  scrape: formAction({
    ...adminForm,
    schema: ScrapeSchema,
    unexpected: SCRAPE_FAILED,
    limits: ({ user }) => [["photoGrantPerAdmin", user.id]],
    async run({ value }) {
      const scraped = await scrapeWebsite(value.url);
      if (!scraped.ok) return fail(422, `${SCRAPE_FAILED}: ${scraped.error}`, "url");
      return succeed({
        keepValues: true,
        toast: { title: SCRAPE_SUCCEEDED, type: "success" },
        extra: { scraped: scraped.data, website: value.url },
      });
    },
  }),
  queue: formAction({
    ...adminForm,
    schema: QueueImportSchema,
    unexpected: IMPORT_FAILED,
    maxBody: { bytes: 64 * 1024, field: "photos", message: IMPORT_FAILED },
    async run({ user, value }) {
      const queued = await queueImport(user, value);
      if (!queued.ok) return fail(queued.status, queued.message);
      return succeed({ toast: { title: ADDED_TO_QUEUE, type: "success" }, extra: { queued: queued.itemId } });
    },
  }),
  approve: formAction({
    ...decisionForm,
    async run({ user, value }) {
      const outcome = await approveImport(user, value.itemId);
      if (!outcome.ok) return fail(outcome.status, outcome.message);
      return succeed({
        toast: { title: outcome.message, type: outcome.providerId ? "success" : "info" },
        invalidates: outcome.providerId ? [{ providerPages: outcome.providerId }] : [],
      });
    },
  }),
  reject: formAction({
    ...decisionForm,
    async run({ user, value }) {
      const outcome = await rejectImport(user, value.itemId);
      if (!outcome.ok) return fail(outcome.status, outcome.message);
      return succeed({ toast: { title: outcome.message, type: "info" } });
    },
  }),
});

/** A row approved or rejected in another tab: show its real state (the reply says why nothing changed). */
export const shouldRevalidate = revalidateOnConflict;

type QueueReply = ActionReply<{ queued: string }>;

export default function PhotoImport({ loaderData }: Route.ComponentProps) {
  const [mode, setMode] = useState<"create" | "update">("create");
  const [provider, setProvider] = useState<{ id: string; name: string; location: string } | null>(null);
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [scraped, setScraped] = useState<{ data: ScrapedData; website: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const queue = useFetcher<QueueReply>();
  const reply = queue.state === "idle" ? queue.data : undefined;

  useEffect(() => {
    if (!queue.data || queue.state !== "idle") return;
    if (queue.data.ok) {
      showReplyToast(queue.data);
      // Spec 002 §4: adding clears photos, website, scraped data and the provider; the mode stays.
      setPhotos([]);
      setScraped(null);
      setProvider(null);
      setFormKey((k) => k + 1);
    }
  }, [queue.data, queue.state]);

  const ready = photos.some((p) => p.uploadId) || scraped !== null;
  const busy = queue.state !== "idle";
  const failure = reply && !reply.ok ? firstMessage(reply) : undefined;

  return (
    <AdminTab id="photo-import-heading" title="Photo Import Tool" className="space-y-6 wrap-anywhere">
      <fieldset className="rounded-2xl border border-gray-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold">Mode</legend>
        <div className="flex flex-wrap gap-6">
          {(
            [
              ["create", "Create New Provider"],
              ["update", "Update Existing Provider"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="mode-choice" value={value} checked={mode === value} onChange={() => setMode(value)} />
              {label}
            </label>
          ))}
        </div>
        {mode === "update" && <ProviderPicker key={formKey} selected={provider} onSelect={setProvider} />}
      </fieldset>
      <PhotoUploader key={`photos-${formKey}`} photos={photos} onChange={setPhotos} />
      <ScrapePanel key={`scrape-${formKey}`} scraped={scraped?.data ?? null} onScraped={setScraped} />
      <queue.Form method="post" className="space-y-3">
        <FetcherMarker />
        <input type="hidden" name="intent" value="queue" />
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="existingProviderId" value={mode === "update" ? (provider?.id ?? "") : ""} />
        {scraped && <input type="hidden" name="website" value={scraped.website} />}
        {scraped && <input type="hidden" name="scrapedData" value={JSON.stringify(scraped.data)} />}
        <input
          type="hidden"
          name="photos"
          value={JSON.stringify(photos.filter((p) => p.uploadId).map((p) => ({ uploadId: p.uploadId, kind: p.kind, title: p.title })))}
        />
        {mode === "create" && (
          // Filled from the scraped website; what it could not give is typed here (issue 45 item 2).
          <fieldset key={`details-${formKey}-${scraped?.website ?? ""}`} className="rounded-2xl border border-gray-200 bg-white p-4">
            <legend className="px-1 text-sm font-semibold">New provider</legend>
            <p className="text-sm text-gray-600">A listing needs a name and a location: taken from the website when it gives them.</p>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {(
                [
                  ["name", "Provider name", scraped?.data.practice_name],
                  ["city", "City", scraped?.data.location.city],
                  ["state", "State", scraped?.data.location.state],
                ] as const
              ).map(([name, label, value]) => (
                <label key={name} className="block text-sm font-medium">
                  {label}
                  <input name={name} defaultValue={value ?? ""} maxLength={name === "name" ? 200 : 100} className={inputClass} />
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {failure && <FormAlert messages={[failure]} />}
        <button
          type="submit"
          disabled={!ready || busy || photos.some((p) => !p.uploadId)}
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? "Adding..." : "Add to Import Queue"}
        </button>
      </queue.Form>
      <ImportQueue queue={loaderData.queue} />
    </AdminTab>
  );
}
