/**
 * What a no-JavaScript visitor typed into the provider page's Write Review or Ask a question form
 * when the post failed: the action redirects back (app/http/action.server.ts), so the
 * values ride along in a short-lived signed flash cookie, read and cleared by the provider page's
 * loader, which hands them to the form as its default values. Only the form's own fields, cut to
 * their limits so the cookie stays small. With JavaScript the fetcher reply keeps the values.
 */
import { z } from "zod";
import { QUESTION_MAX, type QuestionDraft } from "~/questions/question-schemas";
import { REVIEW_CONTENT_MAX, REVIEW_RATINGS, REVIEW_TITLE_MAX, type ReviewDraft } from "~/reviews/review-schemas";
import { clearCookie, signedCookie } from "~/lib/cookies.server";

const DraftSchema = z.discriminatedUnion("form", [
  z.object({
    form: z.literal("review"),
    providerId: z.string().max(200),
    rating: z.enum(REVIEW_RATINGS).optional(),
    title: z.string().max(REVIEW_TITLE_MAX),
    content: z.string().max(REVIEW_CONTENT_MAX),
    procedure: z.string().max(100).optional(),
    worthIt: z.string().max(20).optional(),
    amountPaid: z.string().max(20).optional(),
    treatmentMonth: z.string().max(20).optional(),
  }),
  z.object({ form: z.literal("question"), providerId: z.string().max(200), question: z.string().max(QUESTION_MAX) }),
]);
type Draft = z.infer<typeof DraftSchema>;
export type ProviderFormDrafts = { review: ReviewDraft | null; question: QuestionDraft | null };

function draftCookie() {
  return signedCookie("truself_form_draft", 60);
}

function text(formData: FormData, name: string, max: number): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The Set-Cookie headers that keep a failed no-JS post's values; none for a fetcher post (its reply keeps them). */
async function draftHeaders(formData: FormData | null, draft: (formData: FormData) => Draft): Promise<HeadersInit | undefined> {
  if (!formData) return undefined;
  return { "Set-Cookie": await draftCookie().serialize(draft(formData)) };
}

export function reviewDraftHeaders(formData: FormData | null, providerId: string) {
  return draftHeaders(formData, (form) => {
    const rating = form.get("rating");
    return {
      form: "review",
      providerId,
      rating: REVIEW_RATINGS.find((r) => r === rating),
      title: text(form, "title", REVIEW_TITLE_MAX),
      content: text(form, "content", REVIEW_CONTENT_MAX),
      // Issue 35's optional fields, kept only when typed.
      procedure: text(form, "procedure", 100) || undefined,
      worthIt: text(form, "worthIt", 20) || undefined,
      amountPaid: text(form, "amountPaid", 20) || undefined,
      treatmentMonth: text(form, "treatmentMonth", 20) || undefined,
    };
  });
}

export function questionDraftHeaders(formData: FormData | null, providerId: string) {
  return draftHeaders(formData, (form) => ({ form: "question", providerId, question: text(form, "question", QUESTION_MAX) }));
}

/** This provider's pending drafts, and the header that clears the cookie (a draft is shown once, on any provider page). */
export async function readProviderFormDrafts(
  request: Request,
  providerId: string,
): Promise<{ drafts: ProviderFormDrafts; clearHeader: string | null }> {
  const cookie = draftCookie();
  const raw: unknown = await cookie.parse(request.headers.get("Cookie"));
  const drafts: ProviderFormDrafts = { review: null, question: null };
  if (!raw) return { drafts, clearHeader: null };
  const parsed = DraftSchema.safeParse(raw);
  const draft = parsed.success && parsed.data.providerId === providerId ? parsed.data : null;
  if (draft?.form === "review") {
    const { form: _form, providerId: _provider, ...review } = draft;
    drafts.review = review;
  }
  if (draft?.form === "question") drafts.question = { question: draft.question };
  return { drafts, clearHeader: await clearCookie(cookie) };
}
