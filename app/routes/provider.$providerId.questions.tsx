import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { getUser } from "~/auth/guards.server";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { reply } from "~/lib/action-response.server";
import { clientIp, consumeRateLimit, tooManyMessage } from "~/lib/rate-limit.server";
import { questionDraftHeaders } from "~/provider-profile/form-drafts.server";
import { askQuestion } from "~/questions/question-commands.server";
import { QUESTION_FAILED, QUESTION_REQUIRED, QuestionSchema } from "~/questions/question-schemas";
import type { Route } from "./+types/provider.$providerId.questions";

export const QUESTION_LIMITS = { perUserPerHour: 10, perIpPerHour: 30 };

/** POST /provider/:providerId/questions — Ask a question (spec 000). */
export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null);
  const page = `/provider/${encodeURIComponent(params.providerId)}#questions`;
  const user = await getUser(request);
  if (!user) {
    return reply(request, formData, {
      status: 401, redirectTo: `/signin?redirectTo=${encodeURIComponent(page)}`,
      toast: { title: "Sign in required", description: "Please sign in to ask a question.", type: "info" },
    });
  }
  if (user.isDemo) return reply(request, formData, { status: 403, redirectTo: page, toast: { title: "Demo account", description: DEMO_WRITE_REFUSED, type: "info" } });

  for (const [key, limit] of [[`question:user:${user.id}`, QUESTION_LIMITS.perUserPerHour], [`question:ip:${clientIp(request)}`, QUESTION_LIMITS.perIpPerHour]] as const) {
    const { allowed, retryAfterSeconds } = await consumeRateLimit(key, limit, 3600);
    if (!allowed) return reply(request, formData, { status: 429, redirectTo: page, redirectHeaders: await questionDraftHeaders(formData, params.providerId), toast: { title: "Slow down", description: tooManyMessage("questions", retryAfterSeconds), type: "error" } });
  }

  const submission = parseWithZod(formData ?? new FormData(), { schema: QuestionSchema });
  if (submission.status !== "success") {
    const description = submission.error?.question?.[0] ?? QUESTION_REQUIRED;
    return reply(request, formData, { status: 400, redirectTo: page, redirectHeaders: await questionDraftHeaders(formData, params.providerId), toast: { title: "Error", description, type: "error" }, body: { submission: submission.reply() } });
  }
  try {
    const result = await askQuestion(user.id, params.providerId, submission.value.question);
    if (!result.ok && result.reason === "unknown-provider") return reply(request, formData, { status: 404, redirectTo: "/", toast: { title: "Error", description: "Provider not found.", type: "error" } });
    if (!result.ok) {
      const empty = submission.reply({ fieldErrors: { question: [QUESTION_REQUIRED] } });
      return reply(request, formData, { status: 400, redirectTo: page, redirectHeaders: await questionDraftHeaders(formData, params.providerId), toast: { title: "Error", description: QUESTION_REQUIRED, type: "error" }, body: { submission: empty } });
    }
    return reply(request, formData, {
      status: 200, redirectTo: page,
      toast: { title: "Question submitted", description: "The provider will answer soon. Only you can see it until then.", type: "success" },
      body: { submission: submission.reply({ resetForm: true }) },
    });
  } catch (error) {
    console.error("question submit failed", error);
    return reply(request, formData, { status: 500, redirectTo: page, redirectHeaders: await questionDraftHeaders(formData, params.providerId), toast: { title: "Error", description: QUESTION_FAILED, type: "error" } });
  }
}

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/provider/${encodeURIComponent(params.providerId)}#questions`);
}
