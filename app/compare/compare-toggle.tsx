/**
 * The Compare toggle on cards and profiles (issue 48 item 4), a form that posts to /compare, which
 * keeps the list in the patient's compare cookie. Without JavaScript, and until its code has arrived,
 * it is a plain post that comes back to the same page with its query (`redirectTo`) and a toast;
 * once hydrated it posts through a fetcher: no reload, the button flips at once and the page's
 * loaders (the tray) follow. On /find-doctors it is an island, out of the first load; the tray is
 * compare-tray.tsx.
 */
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { FETCHER_FIELD, type ActionReply } from "~/lib/action-reply";
import { showReplyToast } from "~/lib/client-toast";
import { COMPARE_LABELS } from "./compare-labels";

type Toggle = { provider: { id: string; name: string }; chosen: string[] };

/**
 * One post at a time from the page: the list lives in a cookie, so two posts in flight would each
 * change the list they were sent with and the later answer would undo the earlier press. Each waits
 * for the one before it (its answer stored the list the next one reads).
 */
let inFlight: Promise<unknown> = Promise.resolve();

export const buttonClass = "rounded-full border border-gray-300 bg-white px-3 py-1 text-xs font-semibold";

export function CompareToggle({ provider, chosen }: Toggle) {
  const fetcher = useFetcher<ActionReply>();
  const location = useLocation();
  const [queued, setQueued] = useState<{ intent: string } | null>(null);
  // The press shows at once (while it waits its turn too); a refusal (a fifth provider) puts it back when the answer comes.
  const pending = fetcher.formData?.get("intent") ?? queued?.intent;
  const picked = pending ? pending === "add" : chosen.includes(provider.id);
  useEffect(() => {
    showReplyToast(fetcher.data);
  }, [fetcher.data]);
  const label = picked ? COMPARE_LABELS.remove : COMPARE_LABELS.add;
  return (
    // Hydrated, the same post goes through the fetcher, marked as one (as lib/progressive's FetcherMarker
    // does; added on submit, so this island loads no hydration switch).
    <form
      method="post"
      action="/compare"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        form.set(FETCHER_FIELD, "fetcher");
        const press = { intent: picked ? "remove" : "add" };
        setQueued(press);
        inFlight = inFlight
          .then(() => fetcher.submit(form, { method: "post", action: "/compare" }))
          .catch(() => undefined)
          .finally(() => setQueued((current) => (current === press ? null : current)));
      }}
    >
      <input type="hidden" name="intent" value={picked ? "remove" : "add"} />
      <input type="hidden" name="id" value={provider.id} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" aria-pressed={picked} aria-label={`${label}: ${provider.name}`} className={buttonClass}>
        {label}
      </button>
    </form>
  );
}
