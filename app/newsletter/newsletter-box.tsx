import { getFormProps, getInputProps, parse, useForm } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { FieldError, FORM_TIMING, Honeypot } from "~/components/ui/form";
import type { ActionReply } from "~/lib/action-reply";
import { invariant } from "~/lib/invariant";
import { NEWSLETTER_CONSTRAINT, NEWSLETTER_INTENT } from "./fields";
import type { NewsletterOutcome } from "./schemas";
import type { validateNewsletter } from "./validate";

type NewsletterReply = ActionReply<{ outcome: NewsletterOutcome }>;

/**
 * The home newsletter box (requirements 000). Posts to the home action; with JavaScript through a
 * fetcher (no navigation), without it as a normal form post that re-renders home with the result,
 * scrolled to the box (#newsletter) where the result shows.
 * The schema (zod) is loaded only when someone reaches for the box, which keeps it out of the
 * home page's first load; until then the action validates with the same schema.
 */
export function NewsletterBox({ actionData }: { actionData?: NewsletterReply }) {
  const fetcher = useFetcher<NewsletterReply>({ key: "newsletter" });
  const [validate, setValidate] = useState<typeof validateNewsletter>();
  const loadValidation = () => {
    if (!validate) void import("./validate").then((m) => setValidate(() => m.validateNewsletter));
  };
  const result = fetcher.data ?? actionData;
  const [form, fields] = useForm({
    id: "newsletter-form",
    lastResult: fetcher.state === "idle" ? result?.result : undefined,
    ...FORM_TIMING,
    // The schema's constraints, written out so that zod stays out of the home page's first load
    // (test/integration/newsletter.test.ts checks they match the schema's).
    constraint: NEWSLETTER_CONSTRAINT,
    // Until the schema has loaded, the post goes to the server, which answers with the same messages.
    onValidate: ({ formData }) => (validate ? validate(formData) : parse(formData, { resolve: (value) => ({ value }) })),
  });
  const email = fields.email;
  invariant(email, "the newsletter form has an email field");
  const busy = fetcher.state !== "idle";
  const outcome = fetcher.state === "idle" ? result?.outcome : undefined;

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-24 bg-gray-900 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
          Stay in the know
        </h2>
        <p className="mt-3 text-gray-300">Procedure guides, price insights and new providers, once a month. No spam.</p>
        <fetcher.Form
          method="post"
          action="/?index#newsletter"
          className="mx-auto mt-8 max-w-xl"
          {...getFormProps(form)}
          onFocus={loadValidation}
          onPointerEnter={loadValidation}
          data-testid="newsletter-form"
        >
          <input type="hidden" name="intent" value={NEWSLETTER_INTENT} />
          <Honeypot />
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor={email.id} className="sr-only">
              Email address
            </label>
            <input
              {...getInputProps(email, { type: "email" })}
              placeholder="Enter your email"
              autoComplete="email"
              className="min-w-0 flex-1 rounded-full border border-gray-700 bg-gray-800 px-5 py-3 text-white placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
            />
            <button
              type="submit"
              disabled={busy}
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-500 disabled:opacity-60"
            >
              {busy ? "Subscribing..." : "Subscribe"}
            </button>
          </div>
          <FieldError field={email} className="mt-3 text-sm text-red-300" />
          <FieldError field={{ id: form.id, errorId: form.errorId, errors: form.errors }} className="mt-3 text-sm text-red-300" />
          {outcome && (
            <div
              role="status"
              className={`mt-4 rounded-xl px-4 py-3 text-sm ${outcome.kind === "success" ? "bg-emerald-900/60 text-emerald-100" : "bg-sky-900/60 text-sky-100"}`}
              data-testid="newsletter-outcome"
            >
              <p className="font-semibold">{outcome.title}</p>
              <p>{outcome.description}</p>
            </div>
          )}
        </fetcher.Form>
      </div>
    </section>
  );
}
