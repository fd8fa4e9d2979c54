/**
 * Forms here post to resource routes and work without JavaScript (redirect back with a toast).
 * Once hydrated, a form also sends FETCHER_FIELD, and the action answers with data and a real
 * status instead, so the page can update in place (optimistic UI, field errors kept).
 */
import { startTransition, useEffect, useRef, useState, type RefObject } from "react";
import { FETCHER_FIELD } from "./action-reply";
import { useHydrated } from "./hydrated";

/**
 * For a menu that JavaScript opens: until hydration the page shows a plain <details> in its
 * place, so the menu opens without JavaScript too; after it the scripted menu takes over. An
 * open <details> is carried over through `onWasOpen`, which opens the scripted menu and returns
 * whether that menu places focus itself; otherwise focus left on the <details> moves to the
 * scripted menu's `trigger`.
 */
export function useDetailsUntilHydrated(trigger: RefObject<HTMLElement | null>, onWasOpen: () => boolean) {
  const details = useRef<HTMLDetailsElement>(null);
  const [stage, setStage] = useState<"details" | "scripted" | "refocus">("details");
  useEffect(() => {
    const standIn = details.current;
    // Untouched, the stand-in gives way in the transition after hydration; one a person opened or
    // focused is carried over at once, in the same render as the scripted menu it opens.
    if (!standIn?.open && !standIn?.contains(document.activeElement)) {
      startTransition(() => setStage("scripted"));
      return;
    }
    const placesFocus = standIn.open ? onWasOpen() : false;
    setStage(standIn.contains(document.activeElement) && !placesFocus ? "refocus" : "scripted");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, at hydration
  }, []);
  useEffect(() => {
    if (stage === "refocus") trigger.current?.focus();
  }, [stage, trigger]);
  return { hydrated: stage !== "details", details };
}

/** Rendered inside a fetcher form: present only when JavaScript runs. */
export function FetcherMarker() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={FETCHER_FIELD} value="fetcher" /> : null;
}
