/** The forms of the CSV import center, one zod schema each, used by the browser (conform) and the action. */
import { z } from "zod";
import { CSV_FILE_PROBLEMS, CSV_MESSAGES, MAX_CSV_BYTES } from "./csv-messages";

/** §5: a csv type or a name ending in .csv (browsers report .csv as text/csv, application/vnd.ms-excel or nothing). */
export function looksLikeCsv(file: { name: string; type: string }): boolean {
  return /\.csv$/i.test(file.name) || /csv/i.test(file.type);
}

export const UploadSchema = z
  .object({
    intent: z.literal("upload"),
    file: z
      .instanceof(File, { message: CSV_MESSAGES.invalidFile })
      .refine(looksLikeCsv, CSV_MESSAGES.invalidFile)
      .refine((file) => file.size <= MAX_CSV_BYTES, CSV_MESSAGES.importFailed(CSV_FILE_PROBLEMS.tooLarge))
      .optional(),
    url: z.string().trim().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.file && !value.url) ctx.addIssue({ code: "custom", message: CSV_MESSAGES.noFile, path: ["file"] });
    else if (!value.file && value.url && !/^https?:\/\//i.test(value.url))
      ctx.addIssue({ code: "custom", message: CSV_MESSAGES.importFailed("the URL must start with http:// or https://"), path: ["url"] });
  });

const id = z.string().trim().min(1).max(100);

export const ApproveRowSchema = z.object({ intent: z.literal("approve"), rowId: id });
export const DenyRowSchema = z.object({ intent: z.literal("deny"), rowId: id });
export const ApproveAllSchema = z.object({ intent: z.literal("approve-all"), batchId: id });
