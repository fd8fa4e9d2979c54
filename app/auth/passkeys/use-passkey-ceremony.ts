/** One passkey ceremony's state for a button: running, and the message of a failure. */
import { useState } from "react";
import type { ActionReply } from "~/lib/action-reply";
import { useHydrated } from "~/lib/hydrated";

type Outcome<Extra extends object> = { ok: true; reply: ActionReply<Extra> } | { ok: false; message: string; signIn?: string };

export function usePasskeyCeremony() {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // A passkey needs JavaScript and a browser with WebAuthn: without them the button is not shown.
  const available = hydrated && typeof window !== "undefined" && "PublicKeyCredential" in window;
  async function run<Extra extends object>(
    ceremony: "register" | "signin" | "verify",
    fields: Record<string, string>,
    onDone: (reply: ActionReply<Extra>) => void,
  ) {
    setBusy(true);
    setMessage(null);
    try {
      // The ceremony code and @simplewebauthn/browser load on the first press only.
      const { runPasskeyCeremony } = await import("./passkey-client");
      const outcome: Outcome<Extra> = await runPasskeyCeremony<Extra>(ceremony, fields);
      if (outcome.ok) onDone(outcome.reply);
      else if (outcome.signIn) window.location.assign(outcome.signIn);
      else setMessage(outcome.message);
    } finally {
      setBusy(false);
    }
  }
  return { available, busy, message, run };
}
