/**
 * The test runner's main Worker: the same hono app, Durable Objects, queue and scheduled handlers as
 * workers/app.ts, minus React Router's virtual server build (integration tests call route
 * loaders and actions directly with real requests instead).
 */
import { createHttpApp } from "~/http/app.server";
import type { DeadLetter, ExtractionMessage } from "~/extraction/consumer.server";
import { handleExtractionBatch } from "../workers/extraction-queue";
import { handleScheduled, type ReminderMessage } from "../workers/booking-reminders";

export { ChatConversation } from "../workers/chat-conversation";
export { HostGate } from "../workers/host-gate";
export { BookingCalendar } from "../workers/booking-calendar";

const app = createHttpApp(async () => new Response("Pages are not served by the test worker", { status: 501 }));

export default {
  fetch: app.fetch,
  queue: handleExtractionBatch,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env, ExtractionMessage | DeadLetter | ReminderMessage>;
