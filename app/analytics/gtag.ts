/**
 * Browser analytics (gtag). Nothing is loaded or sent unless `startAnalytics` got a real
 * measurement id. Events tracked before that decision wait in a queue (child components' effects
 * run before the root's), and are dropped when analytics turn out to be off.
 */
import { isRealMeasurementId } from "./measurement-id";

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let state: "undecided" | "on" | "off" = "undecided";
let pending: Array<[string, Record<string, unknown>]> = [];

export function startAnalytics(measurementId: string | null): void {
  if (typeof window === "undefined" || state !== "undecided") return;
  if (!isRealMeasurementId(measurementId)) {
    state = "off";
    pending = [];
    return;
  }
  state = "on";
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // oxlint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  for (const [name, params] of pending) w.gtag("event", name, params);
  pending = [];
}

export function trackEvent(name: string, params: Record<string, unknown> = {}): void {
  if (typeof window === "undefined" || state === "off") return;
  if (state === "undecided") {
    pending.push([name, params]);
    return;
  }
  (window as GtagWindow).gtag?.("event", name, params);
}

export function trackPageView(path: string): void {
  trackEvent("page_view", { page_path: path, page_location: window.location.href, page_title: document.title });
}

/**
 * Spec 000 §7's link-click event: the link's address, its text and whether it leaves the site
 * (named as GA4's own outbound-link clicks: link_url, link_text, outbound).
 */
export function linkClickParams(link: HTMLAnchorElement, origin: string): Record<string, unknown> {
  const url = new URL(link.href, origin);
  return {
    link_url: url.origin === origin ? url.pathname + url.search + url.hash : url.href,
    link_text: (link.textContent ?? link.getAttribute("aria-label") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
    outbound: url.origin !== origin,
  };
}

/** Sends `link_click` for every click on a link in the page (one listener on the document). */
export function trackLinkClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    if (link instanceof HTMLAnchorElement) trackEvent("link_click", linkClickParams(link, window.location.origin));
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
