/**
 * What every public form does before storing anything: a honeypot (bots fill every field; they
 * get a normal-looking success and nothing is stored) and a per-IP limit answered with 429.
 */
import { clientIp, consumeRateLimit, tooManyMessage } from "./rate-limit.server";
import { HONEYPOT_FIELD } from "./honeypot";

export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

export function tooManySubmissions(retryAfterSeconds: number): string {
  return tooManyMessage("submissions", retryAfterSeconds);
}

/** 5 submissions per address per 10 minutes: enough for a person, useless for a flood. */
export const PUBLIC_FORM_LIMIT = 5;
export const PUBLIC_FORM_WINDOW_SECONDS = 600;

export async function consumePublicFormLimit(form: string, request: Request) {
  return consumeRateLimit(`${form}:${clientIp(request)}`, PUBLIC_FORM_LIMIT, PUBLIC_FORM_WINDOW_SECONDS);
}
