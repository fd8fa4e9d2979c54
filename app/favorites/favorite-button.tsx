import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { setDemoFavorite, useDemoFavoritesRaw } from "~/demo/demo-store";
import { useViewer } from "~/demo/use-viewer";
import { showReplyToast, showToast } from "~/lib/client-toast";
import type { ActionReply } from "~/lib/action-reply";
import { FetcherMarker } from "~/lib/progressive";

type Props = { providerId: string; providerName: string; favorited: boolean; size?: "sm" | "lg" };

/**
 * The heart (requirements 000 §4): signed-in users only. Without JavaScript it is a plain form
 * post that comes back with a toast; with JavaScript it flips at once and is disabled and dimmed
 * until the server answers (a failure puts it back). The demo account keeps favorites locally.
 */
export function FavoriteButton(props: Props) {
  const viewer = useViewer();
  if (!viewer) return null;
  return viewer.isDemo ? <DemoFavoriteButton {...props} /> : <ServerFavoriteButton {...props} />;
}

function ServerFavoriteButton({ providerId, providerName, favorited, size = "sm" }: Props) {
  const fetcher = useFetcher<ActionReply<{ favorited?: boolean }>>();
  const location = useLocation();
  const pending = fetcher.formData?.get("intent");
  const current = pending ? pending === "add" : favorited;
  useEffect(() => {
    showReplyToast(fetcher.data);
  }, [fetcher.data]);
  return (
    <fetcher.Form method="post" action="/favorites/toggle">
      <input type="hidden" name="providerId" value={providerId} />
      <input type="hidden" name="intent" value={current ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <FetcherMarker />
      <HeartButton favorited={current} providerName={providerName} busy={fetcher.state !== "idle"} size={size} />
    </fetcher.Form>
  );
}

function DemoFavoriteButton({ providerId, providerName, size = "sm" }: Props) {
  const raw = useDemoFavoritesRaw();
  const favorited = (JSON.parse(raw) as string[]).includes(providerId);
  return (
    <form
      method="post"
      action="/favorites/toggle"
      onSubmit={(event) => {
        event.preventDefault();
        setDemoFavorite(providerId, !favorited);
        showToast(
          favorited
            ? { title: "Removed from favorites", description: `${providerName} removed from your favorites.`, type: "success" }
            : { title: "Added to favorites", description: `${providerName} added to your favorites.`, type: "success" },
        );
      }}
    >
      <input type="hidden" name="providerId" value={providerId} />
      <HeartButton favorited={favorited} providerName={providerName} busy={false} size={size} />
    </form>
  );
}

function HeartButton({
  favorited,
  providerName,
  busy,
  size,
}: {
  favorited: boolean;
  providerName: string;
  busy: boolean;
  size: "sm" | "lg";
}) {
  const box = size === "lg" ? "h-11 w-11" : "h-9 w-9";
  return (
    <button
      type="submit"
      disabled={busy}
      aria-pressed={favorited}
      aria-label={favorited ? `Remove ${providerName} from favorites` : `Save ${providerName} to favorites`}
      title={favorited ? "Remove from favorites" : "Save to favorites"}
      data-testid="favorite-button"
      className={`${box} flex items-center justify-center rounded-full bg-white/90 shadow-md ring-1 ring-black/5 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-50`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`${size === "lg" ? "h-6 w-6" : "h-5 w-5"} ${favorited ? "fill-rose-500 stroke-rose-500" : "fill-none stroke-gray-700"}`}
        strokeWidth={2}
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.6-9.2C.9 7.9 3 4 6.9 4c2.2 0 3.8 1.2 5.1 3 1.3-1.8 2.9-3 5.1-3C21 4 23.1 7.9 21.6 11.3c-2.1 4.6-9.6 9.2-9.6 9.2z"
        />
      </svg>
    </button>
  );
}
