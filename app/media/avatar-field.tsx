/**
 * Profile photo input. Without JavaScript the file goes with the form (multipart) and the server
 * checks it. With JavaScript the photo is compressed in the browser, uploaded straight to R2
 * through a signed upload URL, and the form carries only the upload id.
 */
import { useEffect, useRef, useState } from "react";
import { AVATAR_WRONG_TYPE } from "./avatar-rules";
import { FETCHER_FIELD, firstMessage, type ActionReply } from "~/lib/action-reply";
import { compressImage } from "./compress";

type Status = { kind: "idle" } | { kind: "working" } | { kind: "done" } | { kind: "error"; message: string };

export function AvatarField({
  label,
  currentUrl,
  fallbackText,
  errors,
  errorId,
}: {
  label: string;
  currentUrl?: string | null;
  fallbackText: string;
  errors?: string[];
  errorId: string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadId, setUploadId] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setUploadId("");
    if (!file) return;
    if (!["image/jpeg", "image/png", "image/webp"].includes(file.type)) {
      setStatus({ kind: "error", message: AVATAR_WRONG_TYPE });
      return;
    }
    setStatus({ kind: "working" });
    try {
      const blob = await compressImage(file);
      const grant = await requestUploadGrant(blob.size);
      const put = await fetch(grant.uploadUrl, { method: "PUT", headers: { "Content-Type": "image/jpeg" }, body: blob });
      const stored = (await put.json()) as { url?: string; error?: string };
      if (!put.ok || !stored.url) throw new Error(stored.error ?? "Upload failed");
      setUploadId(grant.id);
      setPreview(URL.createObjectURL(blob));
      setStatus({ kind: "done" });
      // The compressed copy is stored; don't send the original with the form as well.
      if (fileInput.current) fileInput.current.value = "";
    } catch (error) {
      // Leave the file in the input: the form then sends it and the server checks it.
      setStatus({ kind: "error", message: error instanceof Error ? error.message : "Upload failed" });
    }
  }

  const shown = preview ?? currentUrl ?? null;
  const message = errors?.[0] ?? (status.kind === "error" ? status.message : null);
  return (
    <div>
      <span className="block text-sm font-medium">{label}</span>
      <div className="mt-2 flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt="Profile photo preview"
            className="h-16 w-16 rounded-full object-cover ring-2 ring-brand-100"
            data-testid="avatar-preview"
          />
        ) : (
          <span
            className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-700"
            aria-hidden="true"
          >
            {fallbackText}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <label className="inline-flex cursor-pointer items-center rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
            Choose photo
            <input
              ref={fileInput}
              type="file"
              name="photo"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              aria-label={label}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
              onChange={onChange}
            />
          </label>
          <p className="mt-1 text-xs text-gray-500" aria-live="polite">
            {status.kind === "working"
              ? "Uploading photo..."
              : status.kind === "done"
                ? "Photo uploaded."
                : "JPEG, PNG or WebP, up to 2 MB."}
          </p>
        </div>
      </div>
      <input type="hidden" name="avatarUploadId" value={uploadId} />
      {message && (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}

/** Asks the upload-grant action (a fetcher-style form post) for a signed upload URL. */
async function requestUploadGrant(sizeBytes: number): Promise<{ id: string; uploadUrl: string }> {
  const form = new FormData();
  form.set("contentType", "image/jpeg");
  form.set("sizeBytes", String(sizeBytes));
  form.set(FETCHER_FIELD, "fetcher");
  // A resource route: React Router answers its data reply as JSON.
  const response = await fetch("/uploads/avatar", { method: "POST", body: form });
  const reply = (await response.json().catch(() => null)) as ActionReply<{ grant: { id: string; uploadUrl: string } }> | null;
  if (!reply?.ok || !reply.grant) throw new Error((reply && firstMessage(reply)) ?? "Upload refused");
  return reply.grant;
}
