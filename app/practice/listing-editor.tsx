/**
 * The listing editor of /provider/profile (issue 34): the form with its preview, the credentials
 * (issue 36), the photos, the replies under each review and the change log. Its owner edits; a team
 * member sees it read-only and replies to reviews.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { formSchema } from "~/components/ui/form-schema";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormAlert, inputClass, SubmitButton } from "~/components/ui/form";
import { LicenseFields } from "~/credentials/license-fields";
import { CREDENTIALS_INTRO, CREDENTIALS_RESET_NOTE } from "~/credentials/messages";
import { CredentialsSchema } from "~/credentials/schemas";
import { ProviderCard } from "~/directory/provider-card";
import { firstMessage } from "~/lib/action-reply";
import type { ListingPreview } from "./listing-edits.server";
import { MEMBERS_VIEW_ONLY, NO_REVIEWS_TO_ANSWER, PREVIEW_NOTE, REPLY_MAX } from "./listing-messages";
import { ListingPhotoSchema, ListingSchema, ReplySchema, SOCIAL_NETWORKS } from "./listing-schemas";
import { ChangeList } from "./listing-change-list";
import { ListingPhotoField } from "./listing-photo-field";
import { ProviderAvatar } from "~/directory/provider-avatar";
import { PracticeReply } from "~/reviews/reviews-section";
import { removedByTruSelf } from "~/moderation/reports-messages";

import type { ActionReply } from "~/lib/action-reply";
import type { listingEditorView } from "./listing-editor.server";

export type ListingEditorData = NonNullable<Awaited<ReturnType<typeof listingEditorView>>>;
type LoaderData = ListingEditorData;
type ActionData = ActionReply<{ preview?: ListingPreview }> | undefined;
type LastResult = SubmissionResult<string[]> | undefined;

function resultFor(actionData: ActionData, ...intents: string[]): LastResult {
  return actionData?.intent && intents.includes(actionData.intent) ? actionData.result : undefined;
}

const button =
  "rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60 disabled:hover:bg-brand-600";
const secondary =
  "rounded-full border border-gray-300 bg-white px-5 py-2 text-sm font-semibold text-gray-800 hover:border-brand-300 hover:text-brand-700 disabled:opacity-60";

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /provider/profile's page: the listing form with its preview, the credentials, the photos, the review replies and the change log. */
export function ListingEditor({ data, actionData }: { data: ListingEditorData; actionData: ActionData }) {
  const { canEdit, provider, reviews, changes } = data;
  const preview = actionData?.preview;
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <Link to="/dashboard" className="text-sm font-semibold text-brand-700 hover:underline">
          Back to your dashboard
        </Link>
        <h1 className="mt-2 text-3xl font-bold">Practice Profile</h1>
        <p className="mt-1 text-gray-600">
          What patients see on{" "}
          <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="font-semibold text-brand-700 hover:underline">
            your public profile
          </Link>
          .
        </p>
      </div>
      {!canEdit && (
        <FormAlert tone="info" id="members-view-only">
          <p>{MEMBERS_VIEW_ONLY}</p>
        </FormAlert>
      )}
      {preview && <ListingPreviewPanel preview={preview} />}
      <ListingForm form={data.form} canEdit={canEdit} lastResult={resultFor(actionData, "preview", "save")} />
      <CredentialsForm credentials={data.credentials} canEdit={canEdit} lastResult={resultFor(actionData, "credentials")} />
      {canEdit && <PhotoForms provider={provider} actionData={actionData} />}
      <Section
        id="reviews"
        title="Reviews"
        description="Reply once under each review on behalf of your practice. Reviews themselves cannot be changed."
      >
        {reviews.length === 0 ? (
          <p className="text-gray-600">{NO_REVIEWS_TO_ANSWER}</p>
        ) : (
          <ul className="divide-y divide-gray-100" data-testid="practice-reviews">
            {reviews.map((review) =>
              review.removed !== undefined ? (
                <li key={review.id} className="py-5 text-sm italic text-gray-600" data-testid="practice-review">
                  {removedByTruSelf(review.removed)}
                </li>
              ) : (
                <ReviewWithReply key={review.id} review={review} actionData={actionData} />
              ),
            )}
          </ul>
        )}
      </Section>
      <Section id="changes" title="Recent changes" description="Every change to your listing, with who made it and when.">
        <ChangeList changes={changes} />
      </Section>
    </main>
  );
}

function ListingPreviewPanel({ preview }: { preview: ListingPreview }) {
  const { header } = preview;
  const prices = Object.entries(header.pricing);
  return (
    <section
      aria-labelledby="preview-heading"
      className="space-y-4 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/40 p-6"
      data-testid="listing-preview"
    >
      <h2 id="preview-heading" className="text-lg font-semibold">
        Preview
      </h2>
      <p className="text-sm text-gray-700">{PREVIEW_NOTE}</p>
      <div className="grid gap-6 md:grid-cols-[260px_1fr]">
        <ProviderCard provider={preview.card} />
        <div className="rounded-2xl border border-gray-200 bg-white p-5" data-testid="preview-header">
          <div className="flex items-center gap-4">
            <ProviderAvatar name={header.name} image={header.image} size={72} />
            <div>
              <p className="text-xl font-bold">{header.name}</p>
              {header.title && <p className="text-gray-700">{header.title}</p>}
              <p className="text-sm text-gray-500">{header.practiceAddress || header.location}</p>
            </div>
          </div>
          <p className="mt-4 whitespace-pre-line text-gray-700">{header.bio || `${header.name} has not added a biography yet.`}</p>
          {prices.length > 0 && (
            <dl className="mt-4 divide-y divide-gray-100 text-sm">
              {prices.map(([service, price]) => (
                <div key={service} className="flex justify-between gap-4 py-1.5">
                  <dt className="text-gray-700">{service}</dt>
                  <dd className="font-semibold text-gray-900">{price}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </section>
  );
}

function ListingForm({ form: values, canEdit, lastResult }: { form: LoaderData["form"]; canEdit: boolean; lastResult: LastResult }) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm({
    id: "listing-form",
    lastResult,
    defaultValue: values,
    ...formSchema(ListingSchema),
  });
  const text = (name: keyof typeof fields, type: "text" | "url" | "email" | "tel" = "text") => (
    <input {...getInputProps(fields[name], { type })} key={fields[name].key} className={inputClass} />
  );
  const area = (name: keyof typeof fields, rows: number) => (
    <textarea {...getTextareaProps(fields[name])} key={fields[name].key} rows={rows} className={inputClass} />
  );
  return (
    <Section id="listing" title="Your listing" description="Leave a field empty to remove it from your profile.">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert messages={form.errors} />
        <fieldset disabled={!canEdit} className="space-y-5">
          <Field label="Bio" field={fields.bio} hint="Up to 2,000 characters.">
            {area("bio", 6)}
          </Field>
          <Field label="Services offered" field={fields.services} hint="One service per line.">
            {area("services", 4)}
          </Field>
          <Field label="Languages" field={fields.languages} hint='Separated by commas, for example "English, Spanish".'>
            {text("languages", "text")}
          </Field>
          <Field label="Prices" field={fields.pricing} hint='One per line, as "Service: price", for example "Botox: $12 per unit".'>
            {area("pricing", 4)}
          </Field>
          <Field label="Opening hours" field={fields.hours} hint='One per line, as "Days: hours", for example "Mon-Fri: 9am - 5pm".'>
            {area("hours", 4)}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Website" field={fields.website}>
              {text("website", "url")}
            </Field>
            {SOCIAL_NETWORKS.map(({ key, label }) => (
              <Field key={key} label={label} field={fields[key]}>
                {text(key, "url")}
              </Field>
            ))}
            <Field label="Practice phone" field={fields.practicePhone}>
              {text("practicePhone", "tel")}
            </Field>
            <Field label="Practice e-mail" field={fields.practiceEmail}>
              {text("practiceEmail", "email")}
            </Field>
          </div>
          <Field label="Practice address" field={fields.practiceAddress}>
            {text("practiceAddress")}
          </Field>
          <Field label="Link-in-bio username" field={fields.username} hint="The address of your link-in-bio page: /your-username.">
            {text("username")}
          </Field>
          {canEdit && (
            <div className="flex flex-wrap gap-3">
              <SubmitButton
                busy={busyIntent === "preview"}
                busyText="Preparing preview..."
                name="intent"
                value="preview"
                className={secondary}
              >
                Preview
              </SubmitButton>
              <SubmitButton busy={busyIntent === "save"} busyText="Saving..." name="intent" value="save" className={button}>
                Save changes
              </SubmitButton>
            </div>
          )}
        </fieldset>
      </Form>
    </Section>
  );
}

function CredentialsForm({
  credentials,
  canEdit,
  lastResult,
}: {
  credentials: LoaderData["credentials"];
  canEdit: boolean;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "credentials";
  const [form, fields] = useForm({ id: "credentials-form", lastResult, defaultValue: credentials.form, ...formSchema(CredentialsSchema) });
  return (
    <Section id="credentials" title="Credentials" description={CREDENTIALS_INTRO}>
      <div className="mb-4 rounded-xl bg-gray-50 p-3 text-sm" data-testid="credentials-status">
        <p className="font-semibold text-gray-900">{credentials.status}</p>
        {credentials.detail && <p className="mt-1 text-gray-700">{credentials.detail}</p>}
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormAlert messages={form.errors} />
        <fieldset disabled={!canEdit} className="space-y-5">
          <LicenseFields fields={fields} />
          <p className="text-sm text-gray-600">{CREDENTIALS_RESET_NOTE}</p>
          {canEdit && (
            <SubmitButton busy={busy} busyText="Submitting..." name="intent" value="credentials" className={button}>
              Submit for checking
            </SubmitButton>
          )}
        </fieldset>
      </Form>
    </Section>
  );
}

function PhotoForms({ provider, actionData }: { provider: LoaderData["provider"]; actionData: ActionData }) {
  return (
    <Section id="photos" title="Photos" description="JPEG, PNG or WebP, up to 2 MB each.">
      <div className="grid gap-6 sm:grid-cols-2">
        <PhotoForm
          intent="profile-photo"
          label="Profile photo"
          submit="Upload profile photo"
          lastResult={resultFor(actionData, "profile-photo")}
          current={<ProviderAvatar name={provider.name} image={provider.image} size={64} />}
        />
        <PhotoForm
          intent="practice-photo"
          label="Add a practice photo"
          submit="Add practice photo"
          lastResult={resultFor(actionData, "practice-photo")}
        />
      </div>
      <p className="mt-4 text-sm">
        <Link to="/provider/gallery" className="font-semibold text-brand-700 hover:underline">
          Before &amp; after sets
        </Link>{" "}
        are published on their own page, with the patient&apos;s consent.
      </p>
    </Section>
  );
}

function PhotoForm({
  intent,
  label,
  submit,
  lastResult,
  current,
}: {
  intent: "profile-photo" | "practice-photo";
  label: string;
  submit: string;
  lastResult: LastResult;
  current?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm({ id: intent, lastResult, ...formSchema(ListingPhotoSchema) });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-3">
      {current}
      <Field label={label} field={fields.photo}>
        <ListingPhotoField
          kind={intent === "profile-photo" ? "profile" : "practice"}
          id={fields.photo.id}
          name={fields.photo.name}
          invalid={Boolean(fields.photo.errors?.length)}
          describedBy={fields.photo.errors?.length ? fields.photo.errorId : undefined}
        />
      </Field>
      <SubmitButton busy={busy} busyText="Uploading..." name="intent" value={intent} className={button}>
        {submit}
      </SubmitButton>
    </Form>
  );
}

function ReviewWithReply({ review, actionData }: { review: LoaderData["reviews"][number]; actionData: ActionData }) {
  const mine = actionData?.intent === "reply" && actionData.result.initialValue?.reviewId === review.id;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reviewId") === review.id;
  const [form, fields] = useForm({
    id: `reply-${review.id}`,
    lastResult: mine ? actionData?.result : undefined,
    defaultValue: { reviewId: review.id, body: review.reply?.body ?? "" },
    ...formSchema(ReplySchema),
  });
  const removal =
    actionData?.intent === "delete-reply" && !actionData.ok && actionData.result.initialValue?.reviewId === review.id
      ? firstMessage(actionData)
      : undefined;
  return (
    <li id={`review-${review.id}`} className="space-y-3 py-5" data-testid="practice-review">
      <div>
        <p className="font-semibold text-gray-900">
          {review.authorName} · {"★".repeat(review.rating)}
        </p>
        {review.title && <p className="mt-1 font-semibold">{review.title}</p>}
        {review.content && <p className="mt-1 whitespace-pre-line text-gray-700">{review.content}</p>}
      </div>
      {review.reply && <PracticeReply reply={review.reply} />}
      <Form method="post" {...getFormProps(form)} className="space-y-2">
        <input type="hidden" name="reviewId" value={review.id} />
        <FormAlert messages={form.errors} />
        <Field
          label={review.reply ? "Edit your reply" : "Reply publicly"}
          field={fields.body}
          hint={`Up to ${REPLY_MAX.toLocaleString("en-US")} characters.`}
        >
          <textarea {...getTextareaProps(fields.body)} key={fields.body.key} rows={3} className={inputClass} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <SubmitButton busy={busy} busyText="Posting..." name="intent" value="reply" className={button}>
            {review.reply ? "Save reply" : "Post reply"}
          </SubmitButton>
          {review.reply && (
            <button type="submit" form={`delete-reply-${review.id}`} className={secondary}>
              Remove reply
            </button>
          )}
        </div>
      </Form>
      {review.reply && (
        <Form method="post" id={`delete-reply-${review.id}`}>
          <input type="hidden" name="intent" value="delete-reply" />
          <input type="hidden" name="reviewId" value={review.id} />
          {removal && <FormAlert messages={[removal]} />}
        </Form>
      )}
    </li>
  );
}
