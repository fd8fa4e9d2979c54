/**
 * The demo account's local-only activity (requirements 000/001): favorites in local storage, reviews and
 * questions in memory for this tab, and a canned answer 3 s after each question.
 */
import { useSyncExternalStore } from "react";
import { DEMO_ANSWER_DELAY_MS, DEMO_CANNED_ANSWER, DEMO_FAVORITES_KEY } from "./demo-policy";

type Listener = () => void;
const listeners = new Set<Listener>();
function subscribe(listener: Listener) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
function emit() {
  for (const l of listeners) l();
}

// ------------------------------------------------------------------ favorites (local storage)

function readFavoritesRaw(): string {
  try {
    return window.localStorage.getItem(DEMO_FAVORITES_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

export function demoFavoriteIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readFavoritesRaw());
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function setDemoFavorite(providerId: string, favorited: boolean) {
  const ids = demoFavoriteIds().filter((id) => id !== providerId);
  if (favorited) ids.unshift(providerId);
  window.localStorage.setItem(DEMO_FAVORITES_KEY, JSON.stringify(ids));
  emit();
}

/** The demo's favorite ids as a JSON string (stable snapshot); "[]" on the server. */
export function useDemoFavoritesRaw(): string {
  return useSyncExternalStore(subscribe, readFavoritesRaw, () => "[]");
}

// ------------------------------------------------------------------ reviews and questions (memory)

export type DemoReview = {
  id: string;
  rating: number;
  title: string | null;
  content: string | null;
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
  emit();
}

export function addDemoQuestion(providerId: string, question: string) {
  const id = `demo-question-${crypto.randomUUID()}`;
  questions = { ...questions, [providerId]: [{ id, question, answer: null, createdAt: Date.now() }, ...(questions[providerId] ?? [])] };
  emit();
  setTimeout(() => {
    questions = {
      ...questions,
      [providerId]: (questions[providerId] ?? []).map((q) => (q.id === id ? { ...q, answer: DEMO_CANNED_ANSWER } : q)),
    };
    emit();
  }, DEMO_ANSWER_DELAY_MS);
}

export function useDemoReviews(providerId: string): DemoReview[] {
  return useSyncExternalStore(
    subscribe,
    () => reviews[providerId] ?? EMPTY_REVIEWS,
    () => EMPTY_REVIEWS,
  );
}

export function useDemoQuestions(providerId: string): DemoQuestion[] {
  return useSyncExternalStore(
    subscribe,
    () => questions[providerId] ?? EMPTY_QUESTIONS,
    () => EMPTY_QUESTIONS,
  );
}
