/**
 * The "Passkeys" section of /profile (issue 38 item 2): the user's passkeys (name, added, last used),
 * "Remove" for each (a plain form to /passkeys: works without JavaScript), "Add a passkey" and,
 * when this session has not proven a second factor yet, "Verify with a passkey".
 */
import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { inputClass } from "~/components/ui/form";
import { PASSKEY_NAME_MAX } from "./schemas";
import { PASSKEY_NEEDS_JAVASCRIPT, PASSKEY_NONE } from "./texts";
import { usePasskeyCeremony } from "./use-passkey-ceremony";
import { VerifyPasskeyButton } from "./verify-passkey-button";

export type PasskeyItem = { id: string; name: string; createdAt: Date | string; lastUsedAt: Date | string | null };

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const shown = (d: Date | string) => dateFormat.format(new Date(d));

export function PasskeysSection({ passkeys, aal, readOnly }: { passkeys: PasskeyItem[]; aal: "aal1" | "aal2"; readOnly: boolean }) {
  return (
    <div className="space-y-4">
      {passkeys.length === 0 ? (
        <p className="text-sm text-gray-600">{PASSKEY_NONE}</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-100" data-testid="passkey-list">
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0 wrap-anywhere">
                <p className="font-medium">{p.name}</p>
                <p className="text-xs text-gray-500">
                  Added {shown(p.createdAt)} · {p.lastUsedAt ? `Last used ${shown(p.lastUsedAt)}` : "Never used"}
                </p>
              </div>
              <Form method="post" action="/passkeys">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={p.id} />
                <input type="hidden" name="redirectTo" value="/profile" />
                <button
                  type="submit"
                  aria-label={`Remove ${p.name}`}
                  className="rounded-full border border-red-200 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                  disabled={readOnly}
                >
                  Remove
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {passkeys.length > 0 && aal === "aal1" && <VerifyPasskeyButton />}
      {!readOnly && <AddPasskey />}
    </div>
  );
}

function AddPasskey() {
  const { available, busy, message, run } = usePasskeyCeremony();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  if (!available) return <p className="text-sm text-gray-600">{PASSKEY_NEEDS_JAVASCRIPT}</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run("register", name.trim() ? { name } : {}, () => {
          setName("");
          void revalidator.revalidate();
        });
      }}
    >
      <label className="min-w-0 flex-1 text-sm font-medium">
        Passkey name (optional)
        <input
          name="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={PASSKEY_NAME_MAX}
          placeholder="e.g. My laptop"
          className={inputClass}
        />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "Waiting for your passkey..." : "Add a passkey"}
      </button>
      {message && (
        <p role="alert" className="basis-full text-sm text-red-600">
          {message}
        </p>
      )}
    </form>
  );
}
