/** The demo account's reviews and questions (requirements 000/001): in memory for this tab, a canned answer 3 s after each question. */
import { useSyncExternalStore } from "react";
import { DEMO_ANSWER_DELAY_MS, DEMO_CANNED_ANSWER } from "./demo-policy";
import { emitDemoChange, subscribeToDemo } from "./demo-store";

export type DemoReview = {
  id: string;
  rating: number;
  title: string | null;
  content: string | null;
  /** Issue 35's fields, kept in memory like the rest. */
  procedure?: string | null;
  worthIt?: "worth_it" | "not_sure" | "not_worth_it" | null;
  amountPaid?: number | null;
  treatmentMonth?: string | null;
  createdAt: number;
  authorName: string;
};
export type DemoQuestion = { id: string; question: string; answer: string | null; createdAt: number };

let reviews: Record<string, DemoReview[]> = {};
let questions: Record<string, DemoQuestion[]> = {};
const EMPTY_REVIEWS: DemoReview[] = [];
const EMPTY_QUESTIONS: DemoQuestion[] = [];

export function addDemoReview(providerId: string, review: Omit<DemoReview, "id" | "createdAt">) {
  const own = { ...review, id: `demo-review-${crypto.randomUUID()}`, createdAt: Date.now() };
  // One review per provider, as for real accounts: a new one replaces the old.
  reviews = { ...reviews, [providerId]: [own] };
  emitDemoChange();
}

export function addDemoQuestion(providerId: string, question: string) {
  const id = `demo-question-${crypto.randomUUID()}`;
  questions = { ...questions, [providerId]: [{ id, question, answer: null, createdAt: Date.now() }, ...(questions[providerId] ?? [])] };
  emitDemoChange();
  setTimeout(() => {
    questions = {
      ...questions,
      [providerId]: (questions[providerId] ?? []).map((q) => (q.id === id ? { ...q, answer: DEMO_CANNED_ANSWER } : q)),
    };
    emitDemoChange();
  }, DEMO_ANSWER_DELAY_MS);
}

export function useDemoReviews(providerId: string): DemoReview[] {
  return useSyncExternalStore(
    subscribeToDemo,
    () => reviews[providerId] ?? EMPTY_REVIEWS,
    () => EMPTY_REVIEWS,
  );
}

export function useDemoQuestions(providerId: string): DemoQuestion[] {
  return useSyncExternalStore(
    subscribeToDemo,
    () => questions[providerId] ?? EMPTY_QUESTIONS,
    () => EMPTY_QUESTIONS,
  );
}
