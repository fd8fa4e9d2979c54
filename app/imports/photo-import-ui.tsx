/**
 * The photo and website import tool's parts (spec 002 §2): the provider picker, the photo
 * uploader by type, the "Website Data Scraping" panel and the import queue. Photos are compressed
 * in the browser (app/media/compress.ts) and PUT straight to R2 through signed grants.
 */
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { inputClass } from "~/components/ui/form";
import { FETCHER_FIELD, firstMessage, type ActionReply } from "~/lib/action-reply";
import { showReplyToast } from "~/lib/client-toast";
import { FetcherMarker } from "~/lib/progressive";
import { compressImage } from "~/media/compress";
import { IMAGE_DAMAGED } from "~/media/image";
import {
  MAX_ORIGINAL_PHOTO_BYTES,
  PHOTO_COMPRESSION,
  PHOTO_KIND_LABELS,
  PHOTO_LIMITS,
  PHOTO_TYPES,
  PHOTO_WRONG_TYPE,
  photoTooLarge,
  PROVIDER_PHOTO_KINDS,
  type ProviderPhotoKind,
} from "~/media/photo-rules";
import { photoLimitMessage, SCRAPE_SUCCEEDED, type ScrapedData } from "./photo-import";
import { plural } from "~/lib/plural";

export type UploadedPhoto = {
  key: string;
  kind: ProviderPhotoKind;
  title: string;
  preview: string;
  uploadId?: string;
};

type Picked = { id: string; name: string; location: string };

export function ProviderPicker({ selected, onSelect }: { selected: Picked | null; onSelect: (p: Picked | null) => void }) {
  const search = useFetcher<{ picker: Picked[] }>();
  const [q, setQ] = useState("");
  useEffect(() => {
    if (!q.trim()) return;
    const timer = setTimeout(() => void search.load(`/admin/photo-import?q=${encodeURIComponent(q.trim())}`), 200);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- search.load is stable enough; re-run on the text only
  }, [q]);
  const results = q.trim() ? (search.data?.picker ?? []) : [];
  return (
    <div className="mt-4">
      <label htmlFor="provider-search" className="block text-sm font-medium">
        Existing provider
      </label>
      {selected ? (
        <p className="mt-1 flex items-center gap-3 text-sm" data-testid="picked-provider">
          <span>
            <strong>{selected.name}</strong> · {selected.location}
          </span>
          <button type="button" className="text-brand-600 underline" onClick={() => onSelect(null)}>
            Change
          </button>
        </p>
      ) : (
        <>
          <input
            id="provider-search"
            type="search"
            className={inputClass}
            placeholder="Search by name, specialty, location..."
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          {results.length > 0 && (
            <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white" aria-label="Matching providers">
              {results.map((p) => (
                <li key={p.id}>
                  <button type="button" className="w-full px-3 py-2 text-left text-sm hover:bg-brand-50" onClick={() => onSelect(p)}>
                    <strong>{p.name}</strong> <span className="text-gray-500">{p.location}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** Asks for a signed upload URL for one compressed photo of `kind`, then PUTs it there. */
async function uploadPhoto(kind: ProviderPhotoKind, original: File, blob: Blob): Promise<string> {
  const form = new FormData();
  form.set("kind", kind);
  form.set("contentType", "image/jpeg");
  form.set("sizeBytes", String(blob.size));
  form.set("originalBytes", String(original.size));
  form.set(FETCHER_FIELD, "fetcher");
  const response = await fetch("/uploads/provider-photo", { method: "POST", body: form });
  const reply = (await response.json().catch(() => null)) as ActionReply<{ grant: { id: string; uploadUrl: string } }> | null;
  if (!reply?.ok || !reply.grant) throw new Error((reply && firstMessage(reply)) ?? "Upload refused");
  const put = await fetch(reply.grant.uploadUrl, { method: "PUT", headers: { "Content-Type": "image/jpeg" }, body: blob });
  const stored = (await put.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!put.ok || !stored.url) throw new Error(stored.error ?? "Upload failed");
  return reply.grant.id;
}

export function PhotoUploader({
  photos,
  onChange,
}: {
  photos: UploadedPhoto[];
  onChange: (change: (photos: UploadedPhoto[]) => UploadedPhoto[]) => void;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const update = (key: string, change: Partial<UploadedPhoto>) =>
    onChange((current) => current.map((p) => (p.key === key ? { ...p, ...change } : p)));
  /** A photo the browser could not read or the server refused leaves the list; the alert says why. */
  const refuse = (photo: UploadedPhoto, why: string) => {
    URL.revokeObjectURL(photo.preview);
    onChange((current) => current.filter((p) => p.key !== photo.key));
    setErrors((current) => [...current, why]);
  };

  async function add(kind: ProviderPhotoKind, files: File[]) {
    const problems: string[] = [];
    const room = PHOTO_LIMITS[kind] - photos.filter((p) => p.kind === kind).length;
    if (files.length > room) problems.push(photoLimitMessage(kind));
    const accepted: { photo: UploadedPhoto; file: File }[] = [];
    for (const file of files.slice(0, Math.max(0, room))) {
      if (file.size > MAX_ORIGINAL_PHOTO_BYTES) problems.push(photoTooLarge(file.name));
      else if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) problems.push(`${file.name}: ${PHOTO_WRONG_TYPE}`);
      else
        accepted.push({
          file,
          photo: { key: crypto.randomUUID(), kind, title: file.name.replace(/\.[^.]+$/, ""), preview: URL.createObjectURL(file) },
        });
    }
    setErrors(problems);
    onChange((current) => [...current, ...accepted.map((a) => a.photo)]);
    await Promise.all(
      accepted.map(async ({ photo, file }) => {
        const { maxSide, quality } = PHOTO_COMPRESSION[kind];
        let blob: Blob;
        try {
          blob = await compressImage(file, maxSide, quality);
        } catch {
          return refuse(photo, `${file.name}: ${IMAGE_DAMAGED}`);
        }
        try {
          const uploadId = await uploadPhoto(kind, file, blob);
          URL.revokeObjectURL(photo.preview);
          update(photo.key, { uploadId, preview: URL.createObjectURL(blob) });
        } catch (error) {
          refuse(photo, `${file.name}: ${error instanceof Error ? error.message : "Upload failed"}`);
        }
      }),
    );
  }

  // A file picked before the page hydrated is in its input but fired no change for React: take it
  // once mounted, as if it had just been picked (issue 45 item 5).
  const inputs = useRef<Partial<Record<ProviderPhotoKind, HTMLInputElement | null>>>({});
  useEffect(() => {
    for (const kind of PROVIDER_PHOTO_KINDS) {
      const input = inputs.current[kind];
      const files = [...(input?.files ?? [])];
      if (!input || files.length === 0) continue;
      input.value = "";
      void add(kind, files);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later picks fire onChange
  }, []);

  return (
    <section aria-labelledby="photo-upload-heading" className="rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id="photo-upload-heading" className="text-lg font-semibold">
        Photos
      </h3>
      <p className="text-sm text-gray-600">JPEG, PNG or WebP; files over 2 MB are rejected. Profile 1, Location 3, Before/After 5.</p>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {PROVIDER_PHOTO_KINDS.map((kind) => {
          const mine = photos.filter((p) => p.kind === kind);
          return (
            <div key={kind} data-testid={`photos-${kind}`}>
              <label className="block text-sm font-medium">
                {PHOTO_KIND_LABELS[kind]} photos ({mine.length}/{PHOTO_LIMITS[kind]})
                <input
                  ref={(el) => {
                    inputs.current[kind] = el;
                  }}
                  type="file"
                  accept={PHOTO_TYPES.join(",")}
                  multiple={PHOTO_LIMITS[kind] > 1}
                  className="mt-1 block w-full text-sm"
                  onChange={(e) => {
                    const files = [...(e.currentTarget.files ?? [])];
                    e.currentTarget.value = "";
                    void add(kind, files);
                  }}
                />
              </label>
              <ul className="mt-2 space-y-2">
                {mine.map((photo) => (
                  <li key={photo.key} className="flex items-center gap-2" data-testid="queued-photo">
                    <img src={photo.preview} alt={photo.title} className="h-12 w-12 rounded object-cover" />
                    <div className="min-w-0 flex-1 text-xs">
                      <input
                        aria-label="Photo title"
                        className="w-full rounded border border-gray-300 px-2 py-1"
                        value={photo.title}
                        onChange={(e) => update(photo.key, { title: e.currentTarget.value })}
                      />
                      <span className="text-gray-500">{photo.uploadId ? "Uploaded" : "Uploading..."}</span>
                    </div>
                    <button
                      type="button"
                      className="text-xs text-gray-500 underline"
                      onClick={() => onChange((current) => current.filter((p) => p.key !== photo.key))}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
      {errors.length > 0 && (
        <div role="alert" className="mt-3 text-sm text-red-600">
          {errors.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
    </section>
  );
}

type ScrapeReply = ActionReply<{ scraped: ScrapedData; website: string }>;

export function ScrapePanel({
  scraped,
  onScraped,
}: {
  scraped: ScrapedData | null;
  onScraped: (s: { data: ScrapedData; website: string } | null) => void;
}) {
  const fetcher = useFetcher<ScrapeReply>();
  const [url, setUrl] = useState("");
  const running = fetcher.state !== "idle";
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || fetcher.state !== "idle") return;
    if (reply.ok && reply.scraped && reply.website) onScraped({ data: reply.scraped, website: reply.website });
    else showReplyToast(reply);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per reply
  }, [fetcher.data, fetcher.state]);
  const failure = fetcher.data && !fetcher.data.ok && !running ? firstMessage(fetcher.data) : undefined;
  return (
    <section aria-labelledby="scrape-heading" className="rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id="scrape-heading" className="text-lg font-semibold">
        Website Data Scraping
      </h3>
      <fetcher.Form method="post" className="mt-2 flex gap-2">
        <FetcherMarker />
        <input type="hidden" name="intent" value="scrape" />
        <label htmlFor="scrape-url" className="sr-only">
          Website URL
        </label>
        <input
          id="scrape-url"
          name="url"
          type="url"
          required
          placeholder="https://example.com"
          className={`${inputClass} mt-0`}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
        />
        <button
          type="submit"
          disabled={running || !url.trim()}
          className="flex shrink-0 items-center gap-2 rounded-full bg-brand-600 px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {running && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
          {running ? "Scraping..." : "Scrape"}
        </button>
      </fetcher.Form>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {failure}
        </p>
      )}
      {scraped && !running && (
        <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm" data-testid="scraped-preview">
          <p className="font-semibold text-emerald-800">{SCRAPE_SUCCEEDED}</p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium">Name</dt>
            <dd>{scraped.practice_name}</dd>
            <dt className="font-medium">Type</dt>
            <dd>{scraped.type}</dd>
            <dt className="font-medium">Location</dt>
            <dd>{[scraped.location.city, scraped.location.state].filter(Boolean).join(", ")}</dd>
            <dt className="font-medium">Phone</dt>
            <dd>{scraped.contact.phone}</dd>
            <dt className="font-medium">Services</dt>
            <dd>{scraped.services.join(", ")}</dd>
            <dt className="font-medium">Confidence</dt>
            <dd>{Math.round(scraped.confidence_score)}%</dd>
          </dl>
        </div>
      )}
    </section>
  );
}

type QueueData = {
  total: number;
  items: {
    id: string;
    title: string;
    website: string | null;
    status: "pending" | "approved" | "rejected";
    photos: { url: string; kind: ProviderPhotoKind; title?: string }[];
    counts: Record<ProviderPhotoKind, number>;
    message: string | null;
    providerId: string | null;
  }[];
};

function Decision({ itemId, intent, label }: { itemId: string; intent: "approve" | "reject"; label: string }) {
  const fetcher = useFetcher<ActionReply>();
  useEffect(() => {
    if (fetcher.data && fetcher.state === "idle") showReplyToast(fetcher.data);
  }, [fetcher.data, fetcher.state]);
  const failure = fetcher.data && !fetcher.data.ok && fetcher.state === "idle" ? firstMessage(fetcher.data) : undefined;
  return (
    <fetcher.Form method="post">
      <FetcherMarker />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="itemId" value={itemId} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className={`rounded-full px-4 py-1.5 text-sm font-semibold disabled:opacity-60 ${intent === "approve" ? "bg-emerald-700 text-white" : "border border-red-300 text-red-700"}`}
      >
        {label}
      </button>
      {failure && (
        <p role="alert" className="text-xs text-red-600">
          {failure}
        </p>
      )}
    </fetcher.Form>
  );
}

/** Spec 002 §2: hidden when empty; up to 3 thumbnails and "+N"; approve/reject while pending. */
export function ImportQueue({ queue }: { queue: QueueData }) {
  if (queue.total === 0) return null;
  return (
    <section aria-labelledby="queue-heading" className="rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id="queue-heading" className="text-lg font-semibold">
        Import Queue ({queue.total})
      </h3>
      <ul className="mt-3 divide-y divide-gray-100">
        {queue.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-4 py-3" data-testid="import-item">
            <div className="flex items-center gap-1">
              {item.photos.length === 0 ? (
                <span className="text-xs text-gray-500">No photos</span>
              ) : (
                <>
                  {item.photos.slice(0, 3).map((p) => (
                    <img key={p.url} src={p.url} alt={p.title ?? PHOTO_KIND_LABELS[p.kind]} className="h-12 w-12 rounded object-cover" />
                  ))}
                  {item.photos.length > 3 && <span className="text-xs text-gray-600">+{item.photos.length - 3}</span>}
                </>
              )}
            </div>
            <div className="min-w-0 grow basis-56 text-sm">
              <p className="font-semibold" data-testid="import-title">
                {item.title}
              </p>
              <p className="text-gray-600">
                {item.website ?? "No website"} · {plural(item.photos.length, "photo")}
              </p>
              <p className="text-xs text-gray-500">
                Profile: {item.counts.profile} · Location: {item.counts.location} · Before/After: {item.counts.before_after}
              </p>
              {item.status === "approved" && item.message && <p className="text-xs text-gray-600">{item.message}</p>}
              {item.status === "approved" && item.providerId && (
                <a href={`/provider/${encodeURIComponent(item.providerId)}`} className="text-xs font-semibold text-brand-600 underline">
                  View provider
                </a>
              )}
            </div>
            {item.status === "pending" ? (
              <div className="flex gap-2">
                <Decision itemId={item.id} intent="approve" label="Approve" />
                <Decision itemId={item.id} intent="reject" label="Reject" />
              </div>
            ) : (
              <span className={`text-sm font-semibold ${item.status === "approved" ? "text-emerald-700" : "text-red-700"}`}>
                {item.status === "approved" ? "✓ Approved" : "✗ Rejected"}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
