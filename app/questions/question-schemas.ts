/** Question and answer forms (requirements 000: a question must be non-empty after trimming). */
import { z } from "zod";

export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 2000;
export const QUESTION_REQUIRED = "Please enter a question.";
export const QUESTION_TOO_LONG = "Question must be 1000 characters or less.";
export const ANSWER_REQUIRED = "Please enter an answer.";
export const ANSWER_TOO_LONG = "Answer must be 2000 characters or less.";
export const QUESTION_FAILED = "Failed to submit question. Please try again.";
export const QUESTION_NOT_FOUND = "Question not found.";
export const FORBIDDEN_ANSWER = "You can only answer questions about your own practice.";
export const ANSWER_FAILED = "Failed to post answer. Please try again.";

export const QuestionSchema = z.object({
  question: z.string({ error: QUESTION_REQUIRED }).trim().min(1, QUESTION_REQUIRED).max(QUESTION_MAX, QUESTION_TOO_LONG),
});

/** What a failed no-JavaScript post keeps for the form's next render (app/provider-profile/form-drafts.server.ts). */
export type QuestionDraft = { question: string };

export const AnswerSchema = z.object({
  intent: z.literal("answer"),
  questionId: z.string({ error: QUESTION_NOT_FOUND }).min(1, QUESTION_NOT_FOUND).max(100, QUESTION_NOT_FOUND),
  answer: z.string({ error: ANSWER_REQUIRED }).trim().min(1, ANSWER_REQUIRED).max(ANSWER_MAX, ANSWER_TOO_LONG),
});
