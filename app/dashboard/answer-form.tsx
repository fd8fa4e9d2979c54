import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Field, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { firstMessage, type ActionReply } from "~/lib/action-reply";
import { AnswerSchema } from "~/questions/question-schemas";

export type PendingQuestionItem = {
  id: string;
  question: string;
  createdAt: Date | string;
  providerId: string;
  providerName: string;
  askerName: string;
};

/** One unanswered question with its answer form (posts to the /dashboard action); `error` is the server's answer to this form. */
/** The question a failed answer was for, and why it failed (shown under that question's form). */
export function answerErrorOf(reply: ActionReply | undefined): { questionId: string; message: string } | undefined {
  if (!reply || reply.ok) return undefined;
  const questionId = reply.result.initialValue?.questionId;
  return { questionId: typeof questionId === "string" ? questionId : "", message: firstMessage(reply) ?? "" };
}

export function AnswerForm({ question, error }: { question: PendingQuestionItem; error?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("questionId") === question.id;
  const [form, fields] = useForm({ id: `answer-${question.id}`, ...formSchema(AnswerSchema) });
  // conform's field metadata is read through getters: spreading it would lose `id`.
  const answer = { id: fields.answer.id, errorId: fields.answer.errorId, errors: fields.answer.errors ?? (error ? [error] : undefined) };
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4" data-testid="pending-question">
      <p className="text-xs text-gray-500">
        {question.askerName} asked {question.providerName ? `${question.providerName} ` : ""}on{" "}
        {new Date(question.createdAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })}
      </p>
      <p className="mt-1 font-medium text-gray-900">{question.question}</p>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="questionId" value={question.id} />
        <Field label="Your answer" field={answer}>
          <textarea
            {...getTextareaProps(fields.answer)}
            aria-invalid={answer.errors ? true : undefined}
            aria-describedby={answer.errors ? answer.errorId : undefined}
            rows={3}
            placeholder="Write your answer..."
            className={inputClass}
          />
        </Field>
        <SubmitButton
          busy={busy}
          busyText="Posting..."
          className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          Post Answer
        </SubmitButton>
      </Form>
    </li>
  );
}
