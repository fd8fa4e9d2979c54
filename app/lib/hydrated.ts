import { startTransition, useEffect, useRef, useState } from "react";

/**
 * True from the render after hydration. That render is a transition, so React renders it in short
 * slices instead of one long task that would hold up taps on a slow phone; every component's
 * switch lands in the same commit. (Apart from progressive.tsx, so every page's first load, which
 * needs only this, carries none of the form and menu helpers.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * Runs `effect` after a render in which `value` changed, never at hydration: a page that scrolls
 * itself on a change must not move while it hydrates, where the person may have scrolled and be
 * pressing something already.
 */
export function useChangeEffect(value: unknown, effect: () => void) {
  const shown = useRef(value);
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of `value` runs it
  }, [value]);
}
