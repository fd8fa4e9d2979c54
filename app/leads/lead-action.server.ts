import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { consumePublicFormLimit, isBot, tooManySubmissions } from "~/lib/public-form.server";
import { toastHeader } from "~/lib/toast.server";
import { saveLead, type PublicLeadSource } from "./leads.server";
import { LeadSchema } from "./schemas";

/** The action behind both lead pages; they differ only in the source written on the lead. */
export async function handleLeadSubmission(request: Request, source: PublicLeadSource) {
  const formData = await request.formData();
  const sent = `${source === "marketing" ? "/marketing-lead-generation" : "/lead-form"}?sent=1`;
  if (isBot(formData)) return redirect(sent);
  const submission = parseWithZod(formData, { schema: LeadSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const limit = await consumePublicFormLimit("lead", request);
  if (!limit.allowed) {
    return data(submission.reply({ formErrors: [tooManySubmissions(limit.retryAfterSeconds)] }), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  await saveLead(submission.value, source);
  return redirect(sent, {
    headers: { "Set-Cookie": await toastHeader({ title: "Thank you!", description: "Our team will contact you within 24 hours.", type: "success" }) },
  });
}
