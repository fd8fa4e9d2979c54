/** The e-mail with a sign-in code (issue 38 item 1): plain text plus the account e-mails' HTML layout. */
import type { EmailMessage } from "~/email/sender.server";
import { layout } from "~/email/messages";
import { SIGN_IN_CODE_MINUTES } from "./signin-code-texts";

export function signInCodeEmail(to: string, firstName: string, code: string, link: string): EmailMessage {
  const lines = [`Hi ${firstName},`, `Your TruSelf sign-in code is ${code}. It works once, for ${SIGN_IN_CODE_MINUTES} minutes.`];
  const ignore = "If you did not ask for this, you can ignore this message; nobody can sign in without the code.";
  return {
    to,
    kind: "sign_in_code",
    subject: `Your TruSelf sign-in code: ${code}`,
    text: `${lines.join("\n\n")}\n\nEnter it here: ${link}\n\n${ignore}`,
    html: layout([...lines, ignore], { label: "Enter the code", url: link }),
  };
}
