/**
 * A listing photo input (/provider/profile). Without JavaScript the file goes with the form and the
 * server checks it. With JavaScript the photo is compressed in the browser, uploaded straight to R2
 * through a signed grant (/provider/profile/photo-grant), and the form carries only the upload id.
 * The gallery's set forms use it too (several on one form, each with its own upload id field; an
 * admin's grant comes from the photo tool's /uploads/provider-photo).
 */
import { useRef, useState } from "react";
import { FETCHER_FIELD, firstMessage, type ActionReply } from "~/lib/action-reply";
import { compressImage } from "~/media/compress";
import { PHOTO_TYPES, PHOTO_WRONG_TYPE } from "~/media/photo-rules";
import { inputClass } from "~/components/ui/form";
import { LISTING_PHOTO_COMPRESSION, type ListingPhotoKind } from "./listing-schemas";

type Status = { kind: "idle" } | { kind: "working" } | { kind: "done" } | { kind: "error"; message: string };

async function upload(kind: ListingPhotoKind, file: File, grantUrl: string): Promise<string> {
  const { maxSide, quality } = LISTING_PHOTO_COMPRESSION[kind];
  const blob = await compressImage(file, maxSide, quality);
  const form = new FormData();
  form.set("kind", kind);
  form.set("contentType", "image/jpeg");
  form.set("sizeBytes", String(blob.size));
  form.set("originalBytes", String(file.size));
  form.set(FETCHER_FIELD, "fetcher");
  // A resource route: React Router answers its data reply as JSON.
  const response = await fetch(grantUrl, { method: "POST", body: form });
  const reply = (await response.json().catch(() => null)) as ActionReply<{ grant: { id: string; uploadUrl: string } }> | null;
  if (!reply?.ok || !reply.grant) throw new Error((reply && firstMessage(reply)) ?? "Upload refused");
  const put = await fetch(reply.grant.uploadUrl, { method: "PUT", headers: { "Content-Type": "image/jpeg" }, body: blob });
  const stored = (await put.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!put.ok || !stored.url) throw new Error(stored.error ?? "Upload failed");
  return reply.grant.id;
}

export function ListingPhotoField({
  kind,
  id,
  name,
  describedBy,
  invalid,
  grantUrl = "/provider/profile/photo-grant",
  uploadIdName = "uploadId",
  statusTestId = `${kind}-photo-status`,
}: {
  kind: ListingPhotoKind;
  id: string;
  name: string;
  describedBy?: string;
  invalid?: boolean;
  grantUrl?: string;
  uploadIdName?: string;
  statusTestId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploadId, setUploadId] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setUploadId("");
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setStatus({ kind: "error", message: PHOTO_WRONG_TYPE });
      return;
    }
    setStatus({ kind: "working" });
    try {
      setUploadId(await upload(kind, file, grantUrl));
      setStatus({ kind: "done" });
      // The compressed copy is stored; the original does not go with the form as well.
      if (input.current) input.current.value = "";
    } catch (error) {
      // The file stays in the input: the form then sends it and the server checks it.
      setStatus({ kind: "error", message: error instanceof Error ? error.message : "Upload failed" });
    }
  }

  return (
    <>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => void onChange(event)}
        className={inputClass}
      />
      <input type="hidden" name={uploadIdName} value={uploadId} />
      <p className="mt-1 text-xs text-gray-500" aria-live="polite" data-testid={statusTestId}>
        {status.kind === "working"
          ? "Uploading photo..."
          : status.kind === "done"
            ? "Photo uploaded. Press the button to add it."
            : status.kind === "error"
              ? status.message
              : "JPEG, PNG or WebP, up to 2 MB."}
      </p>
    </>
  );
}
