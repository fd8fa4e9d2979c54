/** The consultation e-mails (issue 34): the practice on each new request, the patient on each practice reply. */
import { layout } from "~/email/messages";
import type { EmailMessage } from "~/email/sender.server";
import { newRequestSubject, replySubject } from "./consultation-messages";

export function newRequestEmail(input: {
  to: string;
  practice: string;
  patientFirstName: string;
  procedure: string;
  link: string;
}): EmailMessage {
  const lines = [
    `Hello ${input.practice},`,
    `${input.patientFirstName} sent you a consultation request on TruSelf about ${input.procedure}.`,
    "A quick reply helps: once you have answered three requests, your profile shows how soon you usually reply.",
  ];
  return {
    to: input.to,
    kind: "consultation_request",
    subject: newRequestSubject(input.patientFirstName, input.procedure),
    text: `${lines.join("\n\n")}\n\nRead and reply: ${input.link}`,
    html: layout(lines, { label: "Read the request", url: input.link }),
  };
}

export function practiceReplyEmail(input: { to: string; firstName: string; practice: string; link: string }): EmailMessage {
  const lines = [`Hi ${input.firstName},`, `${input.practice} replied to your consultation request on TruSelf.`];
  return {
    to: input.to,
    kind: "consultation_reply",
    subject: replySubject(input.practice),
    text: `${lines.join("\n\n")}\n\nRead the reply: ${input.link}`,
    html: layout(lines, { label: "Read the reply", url: input.link }),
  };
}
