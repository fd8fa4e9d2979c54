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
import { BottomBar } from "./components/bottom-bar";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const { toast, clearHeader } = await readToast(request);
  return data(
    { user: user && { email: user.email, firstName: user.firstName, avatarUrl: user.avatarUrl, role: user.role, isDemo: user.isDemo }, toast, origin: appConfig().APP_ORIGIN, analyticsId: analyticsMeasurementId() },
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page interactive, so browser tests never press keys before React listens.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Never shows a stack trace: errors are logged on the server (entry.server handleError). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{notFound ? "Page not found | TruSelf" : "Something went wrong | TruSelf"}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-gray-600">
        {notFound ? "We couldn't find the page you were looking for." : "An unexpected error occurred. Please try again."}
      </p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">Back to home</a>
    </main>
  );
}
