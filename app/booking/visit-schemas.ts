/** The after-visit form (issue 47 item 5): one schema for the page and the action. */
import { z } from "zod";

export const VISIT_INTENTS = ["attended", "no-show", "went"] as const;
export const VisitSchema = z.object({ intent: z.enum(VISIT_INTENTS) });
export type VisitIntent = (typeof VISIT_INTENTS)[number];
