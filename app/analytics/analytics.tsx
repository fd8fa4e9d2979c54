import { useEffect } from "react";
import { useLocation } from "react-router";
import { startAnalytics, trackPageView } from "./gtag";

/** Loads gtag only for a real measurement id and sends a page view on every route change. */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  const location = useLocation();
  useEffect(() => startAnalytics(measurementId), [measurementId]);
  useEffect(() => trackPageView(location.pathname + location.search), [location.pathname, location.search]);
  return null;
}
