import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Field, FieldError, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { showReplyToast } from "~/lib/client-toast";
import type { ActionReply } from "~/lib/action-reply";
import { useHydrated } from "~/lib/hydrated";
import { FetcherMarker } from "~/lib/progressive";
import {
  FACEBOOK_GROUP_URL,
  type GroupJoinState,
  GROUP_REDIRECT_AFTER_ACCEPT_MS,
  GROUP_REDIRECT_ALREADY_ACCEPTED_MS,
} from "./community-config";
import { GROUP_TERMS, GroupJoinSchema } from "./schemas";

type GroupReply = ActionReply<{ redirectUrl?: string }>;

const demoFlagKey = (userId: string) => `truself_facebook_group_terms_accepted_${userId}`;

/**
 * "Join Our Private Facebook Group" (requirements 001). Opened from the bottom bar (onClose) or rendered
 * open at /community?join=group (closeHref). Loads the viewer's state when no `initial` is given.
 */
export function GroupJoinDialog({
  initial,
  onClose,
  closeHref = "/community",
}: {
  initial?: GroupJoinState;
  onClose?: () => void;
  closeHref?: string;
}) {
  const loader = useFetcher<GroupJoinState>();
  useEffect(() => {
    if (!initial && loader.state === "idle" && !loader.data) void loader.load("/community/group");
  }, [initial, loader]);
  const state = initial ?? loader.data;
  return (
    <Dialog title="Join Our Private Facebook Group" onClose={onClose} closeHref={closeHref} testId="group-join-dialog">
      {!state ? <p className="text-gray-600">Loading...</p> : <GroupJoinBody state={state} />}
    </Dialog>
  );
}

function redirectToGroup(delayMs: number) {
  const timer = setTimeout(() => window.location.assign(FACEBOOK_GROUP_URL), delayMs);
  return () => clearTimeout(timer);
}

function GroupJoinBody({ state }: { state: GroupJoinState }) {
  // Decided when the dialog opens: accepting now reloads the page data (accepted = true), and
  // that must not swap the thank-you text for the already-accepted one.
  const [alreadyAccepted] = useState(
    () =>
      state.accepted ||
      (state.isDemo &&
        state.userId !== null &&
        typeof window !== "undefined" &&
        window.localStorage.getItem(demoFlagKey(state.userId)) === "true"),
  );
  const [thanks, setThanks] = useState(false);
  useEffect(() => (alreadyAccepted ? redirectToGroup(GROUP_REDIRECT_ALREADY_ACCEPTED_MS) : undefined), [alreadyAccepted]);

  if (!state.signedIn) {
    return (
      <div className="space-y-4">
        <p className="text-gray-700">You must sign up or sign in to Truself before joining the Facebook group.</p>
        <div className="flex gap-3">
          <Link to="/signup" className="rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Sign Up
          </Link>
          <Link to="/signin" className="rounded-full border border-gray-300 px-5 py-2.5 font-semibold text-gray-800 hover:bg-gray-50">
            Sign In
          </Link>
        </div>
      </div>
    );
  }
  if (thanks)
    return (
      <p className="text-gray-700" role="status">
        Thank you! Redirecting you to the Facebook group now...
      </p>
    );
  if (alreadyAccepted) {
    return (
      <p className="text-gray-700" role="status">
        Redirecting you to the Facebook group...{" "}
        <a href={FACEBOOK_GROUP_URL} className="font-semibold text-brand-600 underline">
          Continue
        </a>
      </p>
    );
  }
  return <GroupJoinForm state={state} onAccepted={() => setThanks(true)} />;
}

function GroupJoinForm({ state, onAccepted }: { state: GroupJoinState; onAccepted: () => void }) {
  const fetcher = useFetcher<GroupReply>();
  const [values, setValues] = useState<{ name: string; email: string; acceptTerms?: "on" }>({ name: state.name, email: state.email });
  const [form, fields] = useForm({
    id: "group-join-form",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { name: state.name, email: state.email },
    ...formSchema(GroupJoinSchema),
    onSubmit(event, { submission }) {
      if (!state.isDemo || submission?.status !== "success" || !state.userId) return;
      // The demo's acceptance is a local flag (requirements 001), never a server write.
      event.preventDefault();
      window.localStorage.setItem(demoFlagKey(state.userId), "true");
      onAccepted();
      redirectToGroup(GROUP_REDIRECT_AFTER_ACCEPT_MS);
    },
  });
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply) return;
    if (!reply.ok) return showReplyToast(reply);
    onAccepted();
    redirectToGroup(GROUP_REDIRECT_AFTER_ACCEPT_MS);
  }, [fetcher.data, onAccepted]);
  function readValues(f: HTMLFormElement) {
    setValues({
      name: (f.elements.namedItem("name") as HTMLInputElement).value,
      email: (f.elements.namedItem("email") as HTMLInputElement).value,
      acceptTerms: (f.elements.namedItem("acceptTerms") as HTMLInputElement).checked ? "on" : undefined,
    });
  }
  // What was typed or ticked before hydration counts (it is in the inputs, not yet in `values`).
  useEffect(() => {
    const f = document.getElementById(form.id);
    if (f instanceof HTMLFormElement) readValues(f);
  }, [form.id]);
  const hydrated = useHydrated();
  // Requirements 001 §5: submit is enabled only when all three are satisfied, by the same schema
  // the server checks (a well-formed e-mail, not merely a filled one). Without JavaScript the
  // button stays enabled and the server answers.
  const ready = !hydrated || GroupJoinSchema.safeParse(values).success;
  return (
    <fetcher.Form
      method="post"
      action="/community/group"
      {...getFormProps(form)}
      className="space-y-4"
      onChange={(e) => readValues(e.currentTarget)}
    >
      <FetcherMarker />
      <Field label="Name" field={fields.name}>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className={inputClass} />
      </Field>
      <Field label="Email" field={fields.email}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
      </Field>
      <div className="rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
        <p className="font-semibold">Group terms</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {GROUP_TERMS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input {...getInputProps(fields.acceptTerms, { type: "checkbox" })} className="mt-0.5 h-4 w-4" />
          <span>I have read and accept the group terms.</span>
        </label>
        <FieldError field={fields.acceptTerms} />
      </div>
      <SubmitButton
        busy={fetcher.state !== "idle"}
        busyText="Continue to Facebook Group"
        disabled={!ready}
        className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        Continue to Facebook Group
      </SubmitButton>
    </fetcher.Form>
  );
}
