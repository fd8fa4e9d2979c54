/**
 * The request form's private photos (issue 34). Without JavaScript the files go with the form
 * (multipart) and the server checks and strips them. With JavaScript each photo is compressed in
 * the browser, uploaded straight to R2 through a signed, single-use grant
 * (/uploads/consultation-photo, then PUT /media/upload/{id}) and the form carries only the upload ids.
 */
import { useEffect, useRef, useState } from "react";
import { FETCHER_FIELD, firstMessage, type ActionReply } from "~/lib/action-reply";
import { compressImage } from "~/media/compress";
import { PHOTO_TYPES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE, MAX_ORIGINAL_PHOTO_BYTES } from "~/media/photo-rules";
import { PHOTOS_PRIVATE_HINT, PHOTOS_UPLOADING, TOO_MANY_PHOTOS } from "./consultation-messages";
import { MAX_REQUEST_PHOTOS } from "./consultation-schemas";

/** Large enough for a practice to judge, small enough to send quickly. */
const MAX_SIDE = 1600;
const QUALITY = 0.85;

type Uploaded = { id: string; preview: string };

export function PrivatePhotosField({
  field,
  onUploading,
  canUpload,
}: {
  field: { id: string; name: string; errorId: string; errors?: string[] };
  onUploading: (busy: boolean) => void;
  /** Only a signed-in patient gets upload grants; a guest's files stay in the input (and are asked again after sign-in). */
  canUpload: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState<Uploaded[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The previews' object URLs are released when the form goes away.
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    setError(null);
    if (!files.length || !canUpload) return;
    if (photos.length + files.length > MAX_REQUEST_PHOTOS) return setError(TOO_MANY_PHOTOS);
    if (files.some((f) => !(PHOTO_TYPES as readonly string[]).includes(f.type))) return setError(PHOTO_WRONG_TYPE);
    if (files.some((f) => f.size > MAX_ORIGINAL_PHOTO_BYTES)) return setError(PHOTO_TOO_LARGE);
    setBusy(true);
    onUploading(true);
    try {
      const added: Uploaded[] = [];
      for (const file of files) {
        const blob = await compressImage(file, MAX_SIDE, QUALITY);
        const grant = await requestGrant(blob.size, file.size);
        const put = await fetch(grant.uploadUrl, { method: "PUT", headers: { "Content-Type": "image/jpeg" }, body: blob });
        if (!put.ok) throw new Error(((await put.json().catch(() => null)) as { error?: string } | null)?.error ?? "Upload failed");
        const preview = URL.createObjectURL(blob);
        previews.current.push(preview);
        added.push({ id: grant.id, preview });
      }
      setPhotos((current) => [...current, ...added]);
      // The compressed copies are stored; the originals need not travel with the form.
      if (input.current) input.current.value = "";
    } catch (failure) {
      // The files stay in the input: the form then sends them and the server checks them.
      setError(failure instanceof Error ? failure.message : "Upload failed");
    } finally {
      setBusy(false);
      onUploading(false);
    }
  }

  const message = field.errors?.[0] ?? error;
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
        Photos (optional)
      </label>
      <input
        ref={input}
        id={field.id}
        name={field.name}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        className="mt-1 block w-full text-sm"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? field.errorId : undefined}
        onChange={(event) => void onChange(event)}
        disabled={busy || photos.length >= MAX_REQUEST_PHOTOS}
      />
      <p className="mt-1 text-xs text-gray-500" aria-live="polite">
        {busy ? PHOTOS_UPLOADING : PHOTOS_PRIVATE_HINT}
      </p>
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Added photos" data-testid="added-photos">
          {photos.map((photo, i) => (
            <li key={photo.id} className="relative">
              <img src={photo.preview} alt={`Added photo ${i + 1}`} className="h-20 w-20 rounded-lg object-cover" />
              <input type="hidden" name="photoUploadIds" value={photo.id} />
              <button
                type="button"
                className="absolute -right-2 -top-2 rounded-full bg-white px-1.5 text-xs font-bold shadow"
                aria-label={`Remove photo ${i + 1}`}
                onClick={() => setPhotos((current) => current.filter((p) => p.id !== photo.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p id={field.errorId} className="mt-1 text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}

/** Asks the grant action (a fetcher-style form post) for a signed upload URL. */
async function requestGrant(sizeBytes: number, originalBytes: number): Promise<{ id: string; uploadUrl: string }> {
  const form = new FormData();
  form.set("contentType", "image/jpeg");
  form.set("sizeBytes", String(sizeBytes));
  form.set("originalBytes", String(originalBytes));
  form.set(FETCHER_FIELD, "fetcher");
  const response = await fetch("/uploads/consultation-photo", { method: "POST", body: form });
  const reply = (await response.json().catch(() => null)) as ActionReply<{ grant: { id: string; uploadUrl: string } }> | null;
  if (!reply?.ok || !reply.grant) throw new Error((reply && firstMessage(reply)) ?? "Upload refused");
  return reply.grant;
}
