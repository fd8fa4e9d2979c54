import { redirect } from "react-router";
import { fail, formAction, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
import { questionDraftHeaders } from "~/provider-profile/form-drafts.server";
import { providerSectionForm, providerSectionPath } from "~/provider-profile/section-forms";
import { askQuestion } from "~/questions/question-commands.server";
import { QUESTION_FAILED, QUESTION_REQUIRED, QuestionSchema } from "~/questions/question-schemas";
import type { Route } from "./+types/questions";

/** POST /provider/:providerId/questions — Ask a question (requirements 000 §5). */
export const action = formAction({
  ...providerSectionForm("questions", "Please sign in to ask a question.", { perUser: "questionsPerUser", perIp: "questionsPerIp" }),
  schema: QuestionSchema,
  unexpected: QUESTION_FAILED,
  keepDraft: (formData, params) => questionDraftHeaders(formData, params.providerId ?? ""),
  async run({ user, params, value }) {
    const result = await askQuestion(user.id, params.providerId ?? "", value.question);
    if (!result.ok && result.reason === "unknown-provider") return fail(404, "Provider not found.");
    if (!result.ok) return fail(400, QUESTION_REQUIRED, "question");
    return succeed({
      toast: {
        title: "Question submitted",
        description: "The provider will answer soon. Only you can see it until then.",
        type: "success",
      },
    });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, QUESTION_FAILED);

export function loader({ params }: Route.LoaderArgs) {
  return redirect(providerSectionPath(params.providerId, "questions"));
}
