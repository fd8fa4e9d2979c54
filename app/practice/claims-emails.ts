/** The e-mails of claiming a listing and of the practice team: plain text plus the account e-mails' HTML layout. */
import type { EmailMessage } from "~/email/sender.server";
import { layout } from "~/email/messages";
import { CLAIM_CODE_MINUTES, INVITE_DAYS } from "./claims-messages";

export function claimCodeEmail(to: string, code: string, listing: string, link: string): EmailMessage {
  const lines = [
    `Someone asked to manage the TruSelf listing of ${listing} and gave this address to prove they work there.`,
    `Your code is ${code}. It works once, for ${CLAIM_CODE_MINUTES} minutes.`,
  ];
  const ignore = "If nobody at your practice asked for this, you can ignore this message; nothing changes without the code.";
  return {
    to,
    kind: "claim_code",
    subject: `Your TruSelf code for ${listing}: ${code}`,
    text: `${lines.join("\n\n")}\n\nEnter it here: ${link}\n\n${ignore}`,
    html: layout([...lines, ignore], { label: "Enter the code", url: link }),
  };
}

/** To a listing's practice address when its claims by code were paused (issue 43 finding 7). */
export function claimPausedEmail(to: string, listing: string, link: string): EmailMessage {
  const lines = [
    `Someone entered many wrong codes today while trying to claim the TruSelf listing of ${listing}. We paused claims of it by code until tomorrow, and TruSelf's team has been told.`,
    "If this was you, you can ask TruSelf to review your claim. If not, nothing changed: nobody can manage the listing without a right code or our review.",
  ];
  return {
    to,
    kind: "claim_paused",
    subject: `Claims of ${listing} on TruSelf were paused`,
    text: `${lines.join("\n\n")}\n\nClaim your listing: ${link}`,
    html: layout(lines, { label: "Claim your listing", url: link }),
  };
}

export function claimDecisionEmail(to: string, listing: string, approved: boolean, link: string): EmailMessage {
  const line = approved
    ? `Good news: we approved your claim, so you now manage the TruSelf listing of ${listing}.`
    : `We could not confirm that you work at ${listing}, so we did not approve your claim. You can claim it again with a code sent to the practice's e-mail.`;
  return {
    to,
    kind: approved ? "claim_approved" : "claim_rejected",
    subject: approved ? `You now manage ${listing} on TruSelf` : `Your claim on ${listing} was not approved`,
    text: `${line}\n\n${approved ? "Open your dashboard" : "Claim a listing"}: ${link}`,
    html: layout([line], { label: approved ? "Open your dashboard" : "Claim a listing", url: link }),
  };
}

export function practiceInviteEmail(to: string, inviter: string, listing: string, link: string): EmailMessage {
  const lines = [
    `${inviter} invited you to join the team of ${listing} on TruSelf, to help answer patients and keep the listing current.`,
    `Sign in or create an account with this e-mail address (${to}), then accept: the invitation works only for it. The link works once and expires in ${INVITE_DAYS} days.`,
  ];
  const ignore = "If you don't know this practice, you can ignore this message.";
  return {
    to,
    kind: "practice_invite",
    subject: `Join ${listing} on TruSelf`,
    text: `${lines.join("\n\n")}\n\nAccept the invitation: ${link}\n\n${ignore}`,
    html: layout([...lines, ignore], { label: "Accept the invitation", url: link }),
  };
}
