/** The forms of the Automated Web Extraction tab, checked in the browser and again by the actions. */
import { z } from "zod";

/** The most a URL list may weigh (500 URLs of ordinary length are far under it). */
export const MAX_URL_LIST_BYTES = 1024 * 1024;
export const URL_LIST_TOO_LARGE = "The URL list is too large (1 MB at most).";

export const StartJobSchema = z.object({
  intent: z.literal("start"),
  file: z.instanceof(File).optional(),
  urls: z.string().max(MAX_URL_LIST_BYTES, URL_LIST_TOO_LARGE).optional(),
});

const resultId = z.string({ error: "Choose a profile." }).min(1, "Choose a profile.").max(64);

export const ApproveResultSchema = z.object({ intent: z.literal("approve"), resultId, jobId: z.string().max(64).optional() });
export const RejectResultSchema = z.object({ intent: z.literal("reject"), resultId, jobId: z.string().max(64).optional() });
