import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context";
import type { DeadLetter, ExtractionMessage } from "~/extraction/consumer.server";
import { createHttpApp } from "~/http/app.server";
import { handleExtractionBatch } from "./extraction-queue";
import { handleScheduled, type ReminderMessage } from "./booking-reminders";

export { ChatConversation } from "./chat-conversation";
export { HostGate } from "./host-gate";
export { BookingCalendar } from "./booking-calendar";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = createHttpApp((request, nonce, ctx) => {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce, ctx });
  return handleRequest(request, context);
});

export default {
  fetch: app.fetch,
  queue: handleExtractionBatch,
  /** Booking reminders every 15 minutes; the daily clean-up and coordinates backfill (crons in wrangler.toml). */
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env, ExtractionMessage | DeadLetter | ReminderMessage>;
