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
