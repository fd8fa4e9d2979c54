/**
 * The browser half of the passkey ceremonies (issue 38 item 2): ask /passkeys for options, run the
 * browser's passkey prompt, post the response back. @simplewebauthn/browser is imported only when a
 * button is pressed, so no page's first load carries it (decision 047's budget).
 */
import { FETCHER_FIELD, firstMessage, type ActionReply } from "~/lib/action-reply";
import { PASSKEY_CANCELLED, PASSKEY_FAILED, PASSKEY_UNSUPPORTED } from "./texts";

export type PasskeyOutcome<Extra extends object = object> =
  { ok: true; reply: ActionReply<Extra> } | { ok: false; message: string; signIn?: string };

type Ceremony = "register" | "signin" | "verify";

/** Posts one passkey form to /passkeys as a fetcher does (the reply comes back as JSON). */
async function post<Extra extends object>(intent: string, fields: Record<string, string> = {}): Promise<ActionReply<Extra> | null> {
  const form = new FormData();
  form.set("intent", intent);
  form.set(FETCHER_FIELD, "fetcher");
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const response = await fetch("/passkeys", { method: "POST", body: form });
  // The second-factor gate answers with a redirect (verify a factor, or confirm the e-mail, first):
  // the page goes there, and comes back after it (issue 43).
  if (response.redirected) return { ok: false, result: { status: "error" }, signIn: response.url } as ActionReply<Extra>;
  return (await response.json().catch(() => null)) as ActionReply<Extra> | null;
}

/** What a failed browser prompt means to the person: closing it is not alarming. */
export function ceremonyErrorMessage(error: unknown): string {
  const name = error && typeof error === "object" && "name" in error ? String(error.name) : "";
  if (name === "NotAllowedError" || name === "AbortError") return PASSKEY_CANCELLED;
  if (name === "NotSupportedError") return PASSKEY_UNSUPPORTED;
  return PASSKEY_FAILED;
}

/** Runs one ceremony end to end; the final reply (with its toast) or the message to show. */
export async function runPasskeyCeremony<Extra extends object = object>(
  ceremony: Ceremony,
  fields: Record<string, string> = {},
): Promise<PasskeyOutcome<Extra>> {
  const browser = await import("@simplewebauthn/browser");
  if (!browser.browserSupportsWebAuthn()) return { ok: false, message: PASSKEY_UNSUPPORTED };
  const asked = await post<{ options: never }>(`${ceremony}-options`).catch(() => null);
  if (!asked?.ok || !asked.options) return { ok: false, message: (asked && firstMessage(asked)) ?? PASSKEY_FAILED, signIn: asked?.signIn };
  let response: unknown;
  try {
    response =
      ceremony === "register"
        ? await browser.startRegistration({ optionsJSON: asked.options })
        : await browser.startAuthentication({ optionsJSON: asked.options });
  } catch (error) {
    return { ok: false, message: ceremonyErrorMessage(error) };
  }
  const reply = await post<Extra>(ceremony, { ...fields, response: JSON.stringify(response) }).catch(() => null);
  if (!reply?.ok) return { ok: false, message: (reply && firstMessage(reply)) ?? PASSKEY_FAILED, signIn: reply?.signIn };
  return { ok: true, reply };
}
