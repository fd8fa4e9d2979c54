import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { lazy, useEffect } from "react";
import type { Route } from "./+types/root";
import { analyticsMeasurementId } from "./analytics/config.server";
import { EARLY_CHAT_SCRIPT } from "./chat/chat-opener";
import { getUser } from "./auth/guards.server";
import { useNonce } from "./components/nonce";
import { appConfig } from "./lib/env.server";
import { readToast } from "./lib/toast.server";
import { useHydrated } from "./lib/hydrated";
import { pagePathname } from "./lib/page-path";
import { island, pageHasHydrated } from "./lib/island";
import { SiteHeader } from "./components/site-header";
import { practiceOf } from "./practice/access.server";
import { practiceUnreadCount } from "./practice/consultations.server";
import stylesheet from "./app.css?url";

// Below the fold or only needed once something happens: out of every page's first load.
const Toaster = island(() => import("./components/toaster").then((m) => m.Toaster));
const SiteFooter = island(() => import("./components/site-footer").then((m) => m.SiteFooter));
const BottomBar = island(() => import("./components/bottom-bar").then((m) => m.BottomBar));
// Loaded when the bottom bar's Community is first pressed (as the chat dialog is, app/chat/chat-launcher.tsx):
// its form, conform and zod stay out of every page's first load.
const GroupJoinDialog = lazy(() => import("./community/group-join-dialog").then((m) => ({ default: m.GroupJoinDialog })));
const Analytics = island(() => import("./analytics/analytics").then((m) => m.Analytics));
const ErrorPage = island(() => import("./components/error-page").then((m) => m.ErrorPage));
// Renders nothing until a TruGPT link is pressed; until its code arrives such a link opens its page.
const ChatLauncher = island(() => import("./chat/chat-launcher").then((m) => m.ChatLauncher));

/** The consultation thread a page load opens (/consultations/:id), whose loader marks it read. */
function openingThread(request: Request): string | undefined {
  return /^\/consultations\/([^/]+)$/.exec(pagePathname(new URL(request.url).pathname))?.[1];
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const { toast, clearHeader } = await readToast(request);
  // A practice's team sees its unread patient messages in the header (issue 34).
  const practice = user ? practiceOf(user) : null;
  return data(
    {
      user: user && { email: user.email, firstName: user.firstName, avatarUrl: user.avatarUrl, role: user.role, isDemo: user.isDemo },
      inbox: practice ? { unread: await practiceUnreadCount(practice.providerId, openingThread(request)) } : null,
      toast,
      origin: appConfig().APP_ORIGIN,
      analyticsId: analyticsMeasurementId(),
    },
    clearHeader ? { headers: { "Set-Cookie": clearHeader } } : undefined,
  );
}

/**
 * The header's unread count follows the practice around its inbox: opening a thread reads it, and
 * the inbox lists what came in since, so both refresh the root's data (other links keep it).
 */
export function shouldRevalidate({ nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || nextUrl.pathname.startsWith("/consultations/") || nextUrl.pathname === "/provider/messages";
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
        {/* Holds a TruGPT link pressed before the chat launcher arrives (issue 45 item 14). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_CHAT_SCRIPT }} />
      </head>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">
        <SiteHeader user={rootData?.user ?? null} inbox={rootData?.inbox ?? null} />
        <Toaster toast={rootData?.toast ?? null} />
        <Analytics measurementId={rootData?.analyticsId ?? null} />
        {children}
        <SiteFooter />
        <BottomBar GroupJoinDialog={GroupJoinDialog} />
        <ChatLauncher />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks the page interactive, so browser tests never press keys before React listens: after the
 * render that follows hydration (menus and forms swap their no-JS stand-ins for scripted ones)
 * and once every island has hydrated too.
 */
function useMarkHydrated() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) pageHasHydrated();
  }, [hydrated]);
}

export default function App() {
  useMarkHydrated();
  return <Outlet />;
}

/** The one error boundary of the app: every route throws its 404s and 403s up to here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useMarkHydrated();
  return isRouteErrorResponse(error) ? <ErrorPage status={error.status} body={error.data as unknown} /> : <ErrorPage status={500} />;
}
