import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { Field, formSchema, inputClass, SubmitButton } from "~/components/ui/form";
import { useEffect, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { useViewer } from "~/demo/use-viewer";
import { Dialog, useDropSearchParam } from "~/components/ui/dialog";
import { showReplyToast, showToast } from "~/lib/client-toast";
import type { ActionReply } from "~/lib/action-reply";
import { FetcherMarker } from "~/lib/progressive";
import { WaitlistSchema } from "./schemas";

type WaitlistReply = ActionReply<{ joined?: boolean }>;

const BUTTON =
  "inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700";

/**
 * Community waitlist (requirements 000). Guests: the button posts and is answered with "Sign up required"
 * and /signup. Signed-in users: a dialog with name and e-mail. Without JavaScript the button is a
 * link to /community?waitlist=open, which renders the dialog open. The home page's forum preview
 * uses the same button (`buttonTestId`, `className`).
 */
export function WaitlistDialog({
  defaultName,
  draft,
  initiallyOpen = false,
  buttonTestId,
  className = BUTTON,
}: {
  defaultName?: string;
  draft?: { name: string; email: string } | null;
  initiallyOpen?: boolean;
  buttonTestId?: string;
  className?: string;
}) {
  const viewer = useViewer();
  const [open, setOpen] = useState(initiallyOpen);
  const dropOpenParam = useDropSearchParam("waitlist");
  const close = () => {
    setOpen(false);
    dropOpenParam();
  };
  if (!viewer) {
    return (
      <Form method="post" action="/community/waitlist">
        <button type="submit" className={className} data-testid={buttonTestId}>
          Join the Waitlist
        </button>
      </Form>
    );
  }
  return (
    <>
      <Link
        to="/community?waitlist=open#waitlist"
        className={className}
        data-testid={buttonTestId}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        Join the Waitlist
      </Link>
      {open && (
        <Dialog title="Join the Community Waitlist" onClose={close} closeHref="/community#waitlist" testId="waitlist-dialog">
          <WaitlistForm
            defaultName={draft?.name ?? defaultName ?? viewer.firstName}
            defaultEmail={draft?.email ?? viewer.email}
            isDemo={Boolean(viewer.isDemo)}
            onDone={close}
          />
        </Dialog>
      )}
    </>
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
