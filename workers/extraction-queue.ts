import { processExtractionMessage, type ExtractionMessage } from "~/extraction/consumer.server";

/** Queue consumer: one target per message, in order, with a pause between fetches (requirements 002: 3 s, EXTRACTION_SPACING_MS). */

export async function handleExtractionBatch(batch: MessageBatch<ExtractionMessage>, env: Env, _ctx?: ExecutionContext): Promise<void> {
  const allowHosts = env.CRAWLER_ALLOW_HOSTS
    ? env.CRAWLER_ALLOW_HOSTS.split(",")
        .map((h) => h.trim())
        .filter(Boolean)
    : [];
  const spacingMs = Number(env.EXTRACTION_SPACING_MS ?? "3000");
  let first = true;
  for (const message of batch.messages) {
    if (!first && spacingMs > 0) await new Promise((r) => setTimeout(r, spacingMs));
    first = false;
    try {
      const outcome = await processExtractionMessage(message.body, { allowHosts });
      if (outcome === "retry") message.retry({ delaySeconds: 2 * message.attempts });
      else message.ack();
    } catch (error) {
      console.error("extraction message failed", error);
      message.retry({ delaySeconds: 2 * message.attempts });
    }
  }
}
