import { createRequestHandler, RouterContextProvider } from "react-router";
import { requestContext } from "~/lib/request-context";
import type { DeadLetter, ExtractionMessage } from "~/extraction/consumer.server";
import { createHttpApp } from "~/http/app.server";
import { handleExtractionBatch } from "./extraction-queue";
import { cleanUpOrphanedUploads } from "~/imports/photo-import.server";
import { backfillCoordinates } from "~/geo/backfill.server";

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
  /** The daily clean-up of uploads nothing uses, and coordinates for providers without them (cron in wrangler.toml). */
  scheduled: (_controller, _env, ctx) => ctx.waitUntil(Promise.all([cleanUpOrphanedUploads(), backfillCoordinates()])),
} satisfies ExportedHandler<Env, ExtractionMessage | DeadLetter>;
