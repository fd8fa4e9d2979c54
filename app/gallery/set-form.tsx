/**
 * The form that publishes a before-and-after set (a practice's /provider/gallery, admins'
 * /admin/gallery): a before and an after photo (another view optional), the procedure, an optional
 * title and caption, and the consent attestation. Without JavaScript the photos go with the form
 * (multipart) and the server checks them; with it each is compressed and uploaded through a grant
 * as it is chosen, and the form carries the upload ids. The managers' list beside it deletes sets.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field, FieldError, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { firstMessage, type ActionReply } from "~/lib/action-reply";
import { ListingPhotoField } from "~/practice/listing-photo-field";
import { CAPTION_MAX, CONSENT_TEXT, TITLE_MAX } from "./gallery-messages";
import { GALLERY_PROCEDURES, SET_PHOTO_LABELS, SET_PHOTO_ROLES } from "./gallery-rules";
import { GallerySetSchema } from "./gallery-schemas";
import { GallerySet } from "./set-card";
import type { GallerySetCard } from "./gallery.server";

const button =
  "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 disabled:hover:bg-brand-600";

export function GallerySetForm({
  lastResult,
  grantUrl,
  providerId,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  /** Where the browser asks for upload grants (the practice's or the photo tool's). */
  grantUrl: string;
  /** Admins' form names the listing; a practice's never does. */
  providerId?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-set";
  const [form, fields] = useForm({ id: "gallery-set", lastResult, ...formSchema(GallerySetSchema) });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4" data-testid="gallery-set-form">
      <FormAlert messages={form.errors} />
      {providerId && <input type="hidden" name="providerId" value={providerId} />}
      <div className="grid gap-4 sm:grid-cols-3">
        {SET_PHOTO_ROLES.map((role) => (
          <Field
            key={role}
            label={role === "extra" ? `${SET_PHOTO_LABELS.extra} (optional)` : `${SET_PHOTO_LABELS[role]} photo`}
            field={fields[role]}
            required={role !== "extra"}
          >
            <ListingPhotoField
              kind="before_after"
              id={fields[role].id}
              name={fields[role].name}
              invalid={Boolean(fields[role].errors?.length)}
              describedBy={fields[role].errors?.length ? fields[role].errorId : undefined}
              grantUrl={grantUrl}
              uploadIdName={`${role}UploadId`}
              statusTestId={`${role}-photo-status`}
            />
          </Field>
        ))}
      </div>
      <Field label="Procedure" field={fields.procedure} required>
        <select {...getSelectProps(fields.procedure)} key={fields.procedure.key} className={inputClass}>
          <option value="">Choose the procedure</option>
          {GALLERY_PROCEDURES.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Title (optional)" field={fields.title} hint={`Up to ${TITLE_MAX} characters.`}>
        <input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} className={inputClass} />
      </Field>
      <Field
        label="Caption (optional)"
        field={fields.caption}
        hint={`Up to ${CAPTION_MAX} characters. Never name or describe the patient.`}
      >
        <textarea {...getTextareaProps(fields.caption)} key={fields.caption.key} rows={3} className={inputClass} />
      </Field>
      <div>
        <label className="flex items-start gap-2 text-sm text-gray-800">
          <input
            {...getInputProps(fields.consent, { type: "checkbox" })}
            key={fields.consent.key}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span>{CONSENT_TEXT}</span>
        </label>
        <FieldError field={fields.consent} />
      </div>
      <SubmitButton busy={busy} busyText="Publishing..." name="intent" value="add-set" className={button}>
        Publish set
      </SubmitButton>
    </Form>
  );
}

/** A manager page's last reply: the publish form's result, and a refused delete (the set was already gone): which set, and why. */
export function setRepliesOf(reply: (ActionReply & { intent?: string }) | undefined) {
  const addResult = reply?.intent === "add-set" ? reply.result : undefined;
  if (reply?.intent !== "delete-set" || reply.ok) return { addResult, deleteFailure: undefined };
  const setId = reply.result.initialValue?.setId;
  return { addResult, deleteFailure: { setId: typeof setId === "string" ? setId : "", message: firstMessage(reply) ?? "" } };
}

/** The sets a manager sees, each with its Delete button (a plain form post). */
export function ManagedSets({
  sets,
  deleteError,
  emptyText,
  canDelete = true,
}: {
  sets: GallerySetCard[];
  deleteError?: { setId: string; message: string };
  emptyText: string;
  canDelete?: boolean;
}) {
  if (!sets.length) return <p className="text-gray-600">{emptyText}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2" data-testid="managed-sets">
      {sets.map((set) => (
        <li key={set.id}>
          <GallerySet set={set}>
            {canDelete && (
              <Form method="post" className="pt-2">
                <input type="hidden" name="intent" value="delete-set" />
                <input type="hidden" name="setId" value={set.id} />
                {deleteError?.setId === set.id && <FormAlert messages={[deleteError.message]} />}
                <button
                  type="submit"
                  className="rounded-full border border-red-200 bg-white px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={`Delete the ${set.procedureName} set`}
                >
                  Delete set
                </button>
              </Form>
            )}
          </GallerySet>
        </li>
      ))}
    </ul>
  );
}
