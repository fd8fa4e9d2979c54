import {
  consumerOptionsFrom,
  processExtractionMessage,
  recordDeadLetter,
  type DeadLetter,
  type ExtractionMessage,
} from "~/extraction/consumer.server";
import { handleReminderMessage, isReminderMessage, type ReminderMessage } from "./booking-reminders";

export const DEAD_LETTER_QUEUE = "truself-extraction-dlq";

/**
 * The Queue consumer (decision 018; booking reminders, decision 069): the messages of a batch run side by side (each host's gate
 * keeps one host's fetches 3 s apart); what to do with each message is decided in app/extraction.
 * Nothing here sleeps: a message that must wait is sent again with a delay and acknowledged.
 */
export async function handleExtractionBatch(
  batch: MessageBatch<ExtractionMessage | DeadLetter | ReminderMessage>,
  env: Env,
  _ctx?: ExecutionContext,
): Promise<void> {
  if (batch.queue === DEAD_LETTER_QUEUE) {
    for (const message of batch.messages) {
      // A booking reminder that failed every retry: the cron queues it again while it is still due.
      if (isReminderMessage(message.body)) console.error("booking reminder given up", message.body.appointmentId);
      else await recordDeadLetter(message.id, message.body);
      message.ack();
    }
    return;
  }
  const options = consumerOptionsFrom(env);
  await Promise.all(
    batch.messages.map(async (message) => {
      // Booking reminders share the Queue (decision 069): a message kind of their own.
      if (isReminderMessage(message.body)) return handleReminderMessage(message as Message<ReminderMessage>);
      const body = message.body;
      try {
        const outcome = await processExtractionMessage(body, options);
        switch (outcome.kind) {
          case "ack":
            message.ack();
            break;
          case "defer":
            await env.EXTRACTION_QUEUE.send(outcome.body, outcome.delaySeconds > 0 ? { delaySeconds: outcome.delaySeconds } : {});
            message.ack();
            break;
          case "retry":
            message.retry({ delaySeconds: outcome.delaySeconds });
            break;
          case "dead":
            await env.EXTRACTION_DLQ.send({ ...body, reason: outcome.reason } satisfies DeadLetter);
            message.ack();
            break;
        }
      } catch (error) {
        // D1 or the gate failed: the Queue tries again, and after its retries the dead-letter queue's consumer fails the target.
        console.error("extraction message failed", error);
        message.retry({ delaySeconds: 2 * message.attempts });
      }
    }),
  );
}
