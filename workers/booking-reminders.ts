import { isReminderMessage, REMINDER_CRON, enqueueDueReminders, sendReminder, type ReminderMessage } from "~/booking/reminders.server";
import { cleanUpOrphanedUploads } from "~/imports/photo-import.server";
import { backfillCoordinates } from "~/geo/backfill.server";

export { isReminderMessage, type ReminderMessage };

/**
 * The Worker's Cron Triggers (wrangler.toml): every 15 minutes the booking reminders due within 24
 * hours go on the Queue (decision 069); once a day the clean-up of uploads nothing uses and
 * coordinates for providers without them.
 */
export function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): void {
  if (controller.cron === REMINDER_CRON) ctx.waitUntil(enqueueDueReminders(env.EXTRACTION_QUEUE));
  else ctx.waitUntil(Promise.all([cleanUpOrphanedUploads(), backfillCoordinates()]));
}

/** One reminder message of a Queue batch (app/booking/reminders.server.ts decides what is still due). */
export async function handleReminderMessage(message: Message<ReminderMessage>): Promise<void> {
  try {
    await sendReminder(message.body);
    message.ack();
  } catch (error) {
    // An e-mail or D1 failed: its claim was given back, and the Queue tries again.
    console.error("booking reminder failed", error);
    message.retry({ delaySeconds: 30 * message.attempts });
  }
}
