import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { FieldError, Honeypot, SubmitButton } from "~/components/ui/form";
import type { ActionReply } from "~/lib/action-reply";
import { useHydrated } from "~/lib/hydrated";
import { NEWSLETTER_CONSTRAINT, NEWSLETTER_INTENT } from "./fields";
import type { NewsletterOutcome } from "./schemas";
import type { validateNewsletter } from "./validate";

type NewsletterReply = ActionReply<{ outcome: NewsletterOutcome }>;
type Errors = Record<string, string[] | null>;

const FORM_ID = "newsletter-form";
const email = { id: `${FORM_ID}-email`, errorId: `${FORM_ID}-email-error` };

/**
 * The home newsletter box (requirements 000). Posts to the home action; with JavaScript through a
 * fetcher (no navigation), without it as a normal form post that re-renders home with the result,
 * scrolled to the box (#newsletter) where the result shows.
 * Without conform, so that neither it nor zod is in the home page's first load: the form kit's
 * timing by hand (validate on submit, then on every input), with the action's own schema loaded
 * only when someone reaches for the box; until then the post goes to the server, which validates
 * with the same schema and answers with the same messages.
 */
export function NewsletterBox({ actionData }: { actionData?: NewsletterReply }) {
  const fetcher = useFetcher<NewsletterReply>({ key: "newsletter" });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [validate, setValidate] = useState<typeof validateNewsletter>();
  const loadValidation = () => {
    if (!validate) void import("./validate").then((m) => setValidate(() => m.validateNewsletter));
  };
  // The browser's own check since the last submit; undefined while the server's reply speaks.
  const [checked, setChecked] = useState<{ errors: Errors }>();
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : (fetcher.data ?? actionData);
  const errors: Errors = checked?.errors ?? reply?.result.error ?? {};
  const outcome = reply?.outcome;
  const emailErrors = errors.email ?? undefined;

  // A success resets the form (the action's reply carries no values to keep).
  useEffect(() => {
    if (fetcher.data?.result.initialValue === null) formRef.current?.reset();
  }, [fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate?.(new FormData(event.currentTarget));
    if (found) {
      event.preventDefault();
      setChecked({ errors: found });
    } else setChecked(undefined);
  };
  // Until the schema has loaded, typing clears the messages (the server checks the next post).
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (checked || reply?.result.error) setChecked({ errors: validate?.(new FormData(event.currentTarget)) ?? {} });
  };

  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="scroll-mt-24 bg-gray-900 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="newsletter-heading" className="text-3xl font-bold tracking-tight">
          Stay in the know
        </h2>
        <p className="mt-3 text-gray-300">Procedure guides, price insights and new providers, once a month. No spam.</p>
        <fetcher.Form
          ref={formRef}
          id={FORM_ID}
          method="post"
          action="/?index#newsletter"
          className="mx-auto mt-8 max-w-xl"
          // The browser's own checks (NEWSLETTER_CONSTRAINT) until hydration, the schema's messages after it.
          noValidate={hydrated}
          onSubmit={onSubmit}
          onInput={onInput}
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
              id={email.id}
              name="email"
              type="email"
              required={NEWSLETTER_CONSTRAINT.email.required}
              maxLength={NEWSLETTER_CONSTRAINT.email.maxLength}
              defaultValue={reply?.result.initialValue?.email as string | undefined}
              aria-invalid={emailErrors ? true : undefined}
              aria-describedby={emailErrors ? email.errorId : undefined}
              placeholder="Enter your email"
              autoComplete="email"
              className="min-w-0 flex-1 rounded-full border border-gray-700 bg-gray-800 px-5 py-3 text-white placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
            />
            <SubmitButton
              busy={busy}
              busyText="Subscribing..."
              className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              Subscribe
            </SubmitButton>
          </div>
          <FieldError field={{ ...email, errors: emailErrors }} className="mt-3 text-sm text-red-300" />
          <FieldError
            field={{ id: FORM_ID, errorId: `${FORM_ID}-error`, errors: errors[""] ?? undefined }}
            className="mt-3 text-sm text-red-300"
          />
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
