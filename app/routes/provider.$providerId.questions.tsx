import { redirect } from "react-router";
import { fail, formAction, succeed } from "~/http/action.server";
import { keepPageOnTransportFailure } from "~/lib/in-transit";
import { questionDraftHeaders } from "~/provider-profile/form-drafts.server";
import { askQuestion } from "~/questions/question-commands.server";
import { QUESTION_FAILED, QUESTION_REQUIRED, QuestionSchema } from "~/questions/question-schemas";
import type { Route } from "./+types/provider.$providerId.questions";

const questionsOf = (providerId = "") => `/provider/${encodeURIComponent(providerId)}#questions`;

/** POST /provider/:providerId/questions — Ask a question (requirements 000 §5). */
export const action = formAction({
  who: "user",
  schema: QuestionSchema,
  unexpected: QUESTION_FAILED,
  signIn: { to: "/signin", toast: { title: "Sign in required", description: "Please sign in to ask a question.", type: "info" } },
  limits: ({ user, ip }) => [["questionsPerUser", user.id], ["questionsPerIp", ip]],
  back: (params) => questionsOf(params.providerId),
  keepDraft: (formData, params) => questionDraftHeaders(formData, params.providerId ?? ""),
  async run({ user, params, value }) {
    const result = await askQuestion(user.id, params.providerId ?? "", value.question);
    if (!result.ok && result.reason === "unknown-provider") return fail(404, "Provider not found.");
    if (!result.ok) return fail(400, QUESTION_REQUIRED, "question");
    return succeed({ toast: { title: "Question submitted", description: "The provider will answer soon. Only you can see it until then.", type: "success" } });
  },
});

export const clientAction = (args: Route.ClientActionArgs) => keepPageOnTransportFailure(args, QUESTION_FAILED);

export function loader({ params }: Route.LoaderArgs) {
  return redirect(questionsOf(params.providerId));
}
