import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { NEWSLETTER_HONEYPOT, NEWSLETTER_INTENT } from "./fields";
import type { NewsletterActionData } from "./newsletter.server";
import type { validateNewsletter } from "./validate";

/**
 * The home newsletter box (requirements 000). Posts to the home action; with JavaScript through a
 * fetcher (no navigation), without it as a normal form post that re-renders home with the result.
 * The schema (zod) is loaded only when someone reaches for the box, which keeps it out of the
 * home page's first load; until then the action validates with the same schema.
 */
export function NewsletterBox({ actionData }: { actionData?: NewsletterActionData }) {
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter" });
  const [validate, setValidate] = useState<typeof validateNewsletter>();
  const loadValidation = () => {
    if (!validate) void import("./validate").then((m) => setValidate(() => m.validateNewsletter));
  };
  const result = fetcher.data ?? actionData;
  const [form, fields] = useForm({
    id: "newsletter",
    lastResult: fetcher.state === "idle" ? result?.reply : undefined,
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const busy = fetcher.state !== "idle";
  const outcome = fetcher.state === "idle" ? result?.outcome : undefined;

  return (
    <section aria-labelledby="newsletter-heading" className="bg-gray-900 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">Stay in the know</h2>
        <p className="mt-3 text-gray-300">Procedure guides, price insights and new providers, once a month. No spam.</p>
        <fetcher.Form method="post" action="/?index" className="mx-auto mt-8 max-w-xl" {...getFormProps(form)} onFocus={loadValidation} onPointerEnter={loadValidation} data-testid="newsletter-form">
          <input type="hidden" name="intent" value={NEWSLETTER_INTENT} />
          {/* Honeypot: hidden from people and screen readers; bots fill it. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" name={NEWSLETTER_HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={fields.email.id} className="sr-only">Email address</label>
            <input
              {...getInputProps(fields.email, { type: "email" })}
              placeholder="Enter your email"
              autoComplete="email"
              className="min-w-0 flex-1 rounded-full border border-gray-700 bg-gray-800 px-5 py-3 text-white placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
            />
            <button type="submit" disabled={busy} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-500 disabled:opacity-60">
              {busy ? "Subscribing..." : "Subscribe"}
            </button>
          </div>
          {fields.email.errors && (
            <p id={fields.email.errorId} className="mt-3 text-sm text-red-300" role="alert">{fields.email.errors[0]}</p>
          )}
          {form.errors && (
            <p id={form.errorId} className="mt-3 text-sm text-red-300" role="alert">{form.errors[0]}</p>
          )}
          {outcome && (
            <div role="status" className={`mt-4 rounded-xl px-4 py-3 text-sm ${outcome.kind === "success" ? "bg-emerald-900/60 text-emerald-100" : "bg-sky-900/60 text-sky-100"}`} data-testid="newsletter-outcome">
              <p className="font-semibold">{outcome.title}</p>
              <p>{outcome.description}</p>
            </div>
          )}
        </fetcher.Form>
      </div>
    </section>
  );
}
