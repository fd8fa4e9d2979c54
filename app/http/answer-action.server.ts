/**
 * The one action that answers a patient question, posted from the dashboard (a practice's team or an
 * admin) and from the practice inbox (/provider/messages): the pages say who may post and where a
 * success goes; answerQuestion checks that the question is about the account's own practice.
 */
import type { Role } from "~/db/schema";
import { answerQuestion } from "~/questions/question-commands.server";
import { ANSWER_FAILED, ANSWER_REQUIRED, AnswerSchema, FORBIDDEN_ANSWER, QUESTION_NOT_FOUND } from "~/questions/question-schemas";
import { fail, formAction, succeed } from "./action.server";

export function answerAction(page: { who: "practice-member" | readonly Role[]; forbidden: string; redirectTo: string }) {
  return formAction({
    who: page.who,
    forbidden: page.forbidden,
    page: true,
    schema: AnswerSchema,
    unexpected: ANSWER_FAILED,
    async run({ request, user, value }) {
      const result = await answerQuestion(user, value.questionId, value.answer, request);
      if (!result.ok) {
        if (result.reason === "not-found") return fail(404, QUESTION_NOT_FOUND);
        if (result.reason === "forbidden") return fail(403, FORBIDDEN_ANSWER);
        return fail(400, ANSWER_REQUIRED, "answer");
      }
      return succeed({
        redirectTo: page.redirectTo,
        toast: { title: "Answer posted", description: "The patient can now see your answer on your profile.", type: "success" },
        invalidates: [{ providerPages: result.providerId }],
      });
    },
  });
}
