import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { Analytics } from "./analytics/analytics";
import { analyticsMeasurementId } from "./analytics/config.server";
import { getUser } from "./auth/guards.server";
import { useNonce } from "./components/nonce";
import { Toaster } from "./components/toaster";
import { appConfig } from "./lib/env.server";
import { readToast } from "./lib/toast.server";
import { useHydrated } from "./lib/progressive";
import { BottomBar } from "./components/bottom-bar";
import { ChatLauncher } from "./chat/chat-launcher";
import { ErrorPage } from "./components/error-page";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import stylesheet from "./app.css?url";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const { toast, clearHeader } = await readToast(request);
  return data(
    {
      user: user && { email: user.email, firstName: user.firstName, avatarUrl: user.avatarUrl, role: user.role, isDemo: user.isDemo },
      toast,
      origin: appConfig().APP_ORIGIN,
      analyticsId: analyticsMeasurementId(),
    },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React writes it at the top of <head>, before the scripts' modulepreloads:
            the one render-blocking request goes first on a slow link (decision 021). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">
        <SiteHeader user={rootData?.user ?? null} />
        <Toaster toast={rootData?.toast ?? null} />
        <Analytics measurementId={rootData?.analyticsId ?? null} />
        {children}
        <SiteFooter />
        <BottomBar />
        <ChatLauncher />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive, so browser tests never press keys before React listens: after the
  // render that follows hydration (menus and forms swap their no-JS stand-ins for scripted ones).
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return <Outlet />;
}

/** The one error boundary of the app: every route throws its 404s and 403s up to here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) ? <ErrorPage status={error.status} body={error.data as unknown} /> : <ErrorPage status={500} />;
}
