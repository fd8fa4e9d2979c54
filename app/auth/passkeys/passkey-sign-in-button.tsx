/**
 * "Sign in with a passkey" on /signin: the browser's passkey prompt (discoverable credentials, so no
 * e-mail is typed). Without JavaScript it is not shown; the other sign-in forms remain.
 */
import { usePasskeyCeremony } from "./use-passkey-ceremony";

export function PasskeySignInButton({ redirectTo }: { redirectTo: string }) {
  const { available, busy, message, run } = usePasskeyCeremony();
  if (!available) return null;
  return (
    <div className="mt-6 border-t border-gray-100 pt-6">
      <button
        type="button"
        onClick={() =>
          void run<{ redirectTo: string }>("signin", { redirectTo }, (reply) => {
            // A full load: every loader sees the new session, and the toast comes with it.
            window.location.assign(reply.redirectTo ?? "/");
          })
        }
        disabled={busy}
        className="w-full rounded-full border border-gray-300 bg-white px-5 py-3 font-semibold hover:border-brand-500 disabled:opacity-60"
      >
        {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </button>
      {message && (
        <p role="alert" className="mt-2 text-center text-sm text-red-600">
          {message}
        </p>
      )}
    </div>
  );
}
