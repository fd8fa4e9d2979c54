import { startTransition, useEffect, useState } from "react";

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
