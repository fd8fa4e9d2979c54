/** The waitlist dialog's panel and form (requirements 000), loaded when the dialog opens (./waitlist-dialog.tsx). */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Field, inputClass, SubmitButton } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { showReplyToast, showToast } from "~/lib/client-toast";
import type { ActionReply } from "~/lib/action-reply";
import { FetcherMarker } from "~/lib/progressive";
import { WAITLIST_BUTTON as BUTTON } from "./waitlist-button-class";
import { WaitlistSchema } from "./schemas";

type WaitlistReply = ActionReply<{ joined?: boolean }>;

export type WaitlistPanelProps = { defaultName: string; defaultEmail: string; isDemo: boolean; onClose: () => void };

export function WaitlistPanel({ defaultName, defaultEmail, isDemo, onClose }: WaitlistPanelProps) {
  return (
    <Dialog title="Join the Community Waitlist" onClose={onClose} closeHref="/community#waitlist" testId="waitlist-dialog">
      <WaitlistForm defaultName={defaultName} defaultEmail={defaultEmail} isDemo={isDemo} onDone={onClose} />
    </Dialog>
  );
}

function WaitlistForm({
  defaultName,
  defaultEmail,
  isDemo,
  onDone,
}: {
  defaultName: string;
  defaultEmail: string;
  isDemo: boolean;
  onDone: () => void;
}) {
  const fetcher = useFetcher<WaitlistReply>();
  const [form, fields] = useForm({
    id: "waitlist-form",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : undefined,
    defaultValue: { name: defaultName, email: defaultEmail },
    ...formSchema(WaitlistSchema),
    onSubmit(event, { submission }) {
      if (!isDemo || submission?.status !== "success") return;
      event.preventDefault();
      showToast({ title: "You're on the list!", description: "Demo account: nothing was saved.", type: "success" });
      onDone();
    },
  });
  useEffect(() => {
    if (!fetcher.data) return;
    showReplyToast(fetcher.data);
    if (fetcher.data.joined) onDone();
  }, [fetcher.data, onDone]);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/community/waitlist" {...getFormProps(form)} className="space-y-4">
      <FetcherMarker />
      <input type="hidden" name="redirectTo" value="/community#waitlist" />
      <p className="text-sm text-gray-600">Be the first to know when the TruSelf patient community opens.</p>
      <Field label="Name" field={fields.name}>
        <input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" className={inputClass} />
      </Field>
      <Field label="Email" field={fields.email}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
      </Field>
      <SubmitButton busy={busy} busyText="Joining..." className={`${BUTTON} w-full disabled:opacity-60`}>
        Join Waitlist
      </SubmitButton>
    </fetcher.Form>
  );
}
