import { useEffect } from "react";
import { useLocation } from "react-router";
import { startAnalytics, trackLinkClicks, trackPageView } from "./gtag";

/** Loads gtag only for a real measurement id; sends a page view on every route change and a link_click per link pressed. */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  const location = useLocation();
  useEffect(() => startAnalytics(measurementId), [measurementId]);
  useEffect(() => trackLinkClicks(), []);
  useEffect(() => trackPageView(location.pathname + location.search), [location.pathname, location.search]);
  return null;
}
