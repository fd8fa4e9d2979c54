/**
 * The demo account's local-only activity (requirements 000/001): favorites in local storage here;
 * reviews and questions in memory for this tab in demo-activity.ts, which shares this store's
 * listeners (a favorite button on every listing loads only this part).
 */
import { useSyncExternalStore } from "react";
import { DEMO_FAVORITES_KEY } from "./demo-policy";

type Listener = () => void;
const listeners = new Set<Listener>();
export function subscribeToDemo(listener: Listener) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
export function emitDemoChange() {
  for (const l of listeners) l();
}

// ------------------------------------------------------------------ favorites (local storage)

function readFavoritesRaw(): string {
  try {
    return window.localStorage.getItem(DEMO_FAVORITES_KEY) ?? "[]";
  } catch {
    return "[]";
  }
}

export function demoFavoriteIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(readFavoritesRaw());
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function setDemoFavorite(providerId: string, favorited: boolean) {
  const ids = demoFavoriteIds().filter((id) => id !== providerId);
  if (favorited) ids.unshift(providerId);
  window.localStorage.setItem(DEMO_FAVORITES_KEY, JSON.stringify(ids));
  emitDemoChange();
}

/** The demo's favorite ids as a JSON string (stable snapshot); "[]" on the server. */
export function useDemoFavoritesRaw(): string {
  return useSyncExternalStore(subscribeToDemo, readFavoritesRaw, () => "[]");
}
