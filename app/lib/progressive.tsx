/**
 * Forms here post to resource routes and work without JavaScript (redirect back with a toast).
 * Once hydrated, a form also sends FETCHER_FIELD, and the action answers with data and a real
 * status instead, so the page can update in place (optimistic UI, field errors kept).
 */
import { useEffect, useState } from "react";

export const FETCHER_FIELD = "_client";

/** What an action answers a fetcher submission. */
export type ActionReply<T extends object = object> = { ok: boolean; toast: { title: string; description?: string; type: "success" | "error" | "info" } } & T;

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Rendered inside a fetcher form: present only when JavaScript runs. */
export function FetcherMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={FETCHER_FIELD} value="fetcher" /> : null;
}
