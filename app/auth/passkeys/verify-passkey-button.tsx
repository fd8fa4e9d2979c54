/**
 * "Verify with a passkey": proves one of the signed-in user's passkeys as the second factor and
 * raises the session to aal2 (POST /passkeys, intents verify-options and verify). Shown only with
 * JavaScript; `onVerified` runs after the server accepted (default: reload the page's data).
 */
import { useRevalidator } from "react-router";
import { usePasskeyCeremony } from "./use-passkey-ceremony";

export function VerifyPasskeyButton({ onVerified, className }: { onVerified?: () => void; className?: string }) {
  const { available, busy, message, run } = usePasskeyCeremony();
  const revalidator = useRevalidator();
  if (!available) return null;
  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => void run("verify", {}, () => (onVerified ? onVerified() : void revalidator.revalidate()))}
        disabled={busy}
        className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {busy ? "Waiting for your passkey..." : "Verify with a passkey"}
      </button>
      {message && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
