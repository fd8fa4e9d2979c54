/**
 * Islands: parts of a page (the footer, the bottom bar, sections below the fold, the sidebar's
 * filters) whose code is not in the page's first load (docs/decisions/025-islands.md). The server
 * renders them whole, so the page looks and works the same without JavaScript; in the browser
 * their code is requested as soon as the module naming them runs, and React hydrates each one on
 * its own when its code arrives, after the rest of the page, in a task of its own.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useHydrated } from "./hydrated";

/** Islands on the first page that have not hydrated yet, and whether the rest of it has. */
const pending = new Set<object>();
let pageHydrated = false;

/** `data-hydrated` on <html> says the page is ready as a person sees it: every island included. */
function markWhenReady() {
  if (pageHydrated && pending.size === 0) document.documentElement.dataset.hydrated = "true";
}

/** Called by the root route after the render that follows hydration. */
export function pageHasHydrated() {
  pageHydrated = true;
  markWhenReady();
}

type Token = { hydrated: boolean };

function markHydrated(token: Token) {
  token.hydrated = true;
  pending.delete(token);
  markWhenReady();
}

/**
 * Marks its island hydrated once the render after hydration (useHydrated's switch, the same commit
 * as the island's own switches) is in. A sibling of the island's component, not its parent: its
 * switch re-renders only itself, where a parent's would render the whole island a second time.
 */
function ReadyWhenHydrated({ token }: { token: Token }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markHydrated(token);
  }, [hydrated, token]);
  return null;
}

/**
 * A lazily loaded component: `load` resolves to it. A failed load is retried once; then the page
 * reloads (as React Router does for a route module after a deploy), since an island that cannot
 * load would leave the page unresponsive where it is. With `onlyWhenRendered`, the code is not
 * requested early but when the island first renders: for parts many visitors never see (the
 * profile's review and question forms, which guests do not get).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, { onlyWhenRendered = false } = {}): ComponentType<P> {
  const loadOrReload = () =>
    load().catch(() =>
      load().catch(() => {
        window.location.reload();
        return new Promise<never>(() => undefined);
      }),
    );
  const early = typeof document === "undefined" || onlyWhenRendered ? null : loadOrReload();

  const Loaded = lazy(async () => {
    const Component = await (early ?? loadOrReload());
    function Hydrating({ token, ...props }: P & { token: Token }) {
      return (
        <>
          <Component {...(props as unknown as P)} />
          <ReadyWhenHydrated token={token} />
        </>
      );
    }
    return { default: Hydrating };
  });

  function Island(props: P) {
    const [token] = useState<Token>(() => ({ hydrated: false }));
    useEffect(() => {
      if (!token.hydrated && !pageHydrated) pending.add(token);
      return () => void pending.delete(token);
    }, [token]);
    return (
      <Suspense fallback={null}>
        <Loaded {...props} token={token} />
      </Suspense>
    );
  }
  return Island;
}
