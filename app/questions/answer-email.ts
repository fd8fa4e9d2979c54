/** The e-mail to a patient whose question a practice answered (issue 45 item 13), as a consultation reply is. */
import { layout } from "~/email/messages";
import type { EmailMessage } from "~/email/sender.server";

export function answerSubject(practice: string): string {
  return `${practice} answered your question`;
}

export function questionAnsweredEmail(input: {
  to: string;
  firstName: string;
  practice: string;
  question: string;
  link: string;
}): EmailMessage {
  const lines = [`Hi ${input.firstName},`, `${input.practice} answered your question on TruSelf:`, `"${input.question}"`];
  return {
    to: input.to,
    kind: "question_answered",
    subject: answerSubject(input.practice),
    text: `${lines.join("\n\n")}\n\nRead the answer: ${input.link}`,
    html: layout(lines, { label: "Read the answer", url: input.link }),
  };
}
