/** The conversation forms of the TruGPT dialog (one schema each, used by the browser and the action). */
import { z } from "zod";
import { CHAT_TITLE_MAX_CHARS } from "~/lib/limits";

const conversationId = z.string().trim().min(1, "No active conversation. Please try refreshing the page.").max(64);

export const CreateConversationSchema = z.object({});
export const RenameConversationSchema = z.object({
  id: conversationId,
  title: z
    .string({ error: "Please enter a title." })
    .trim()
    .min(1, "Please enter a title.")
    .max(CHAT_TITLE_MAX_CHARS, `Titles can be at most ${CHAT_TITLE_MAX_CHARS} characters.`),
});
export const DeleteConversationSchema = z.object({ id: conversationId });
