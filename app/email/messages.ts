/** The account e-mails: plain text plus a small HTML version with every value escaped. */
import type { EmailMessage } from "./sender.server";

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The HTML frame of every e-mail: escaped paragraphs and one button. */
export function layout(paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">
<h1 style="color:#0d9488;font-size:22px">TruSelf</h1>${body}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0d9488;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">Or paste this link into your browser: ${escapeHtml(action.url)}</p>
</body></html>`;
}

export function verificationEmail(to: string, firstName: string, link: string): EmailMessage {
  const lines = [
    `Hi ${firstName},`,
    "Welcome to TruSelf! Please confirm your email address to finish creating your account. The link works once and expires in 24 hours.",
  ];
  return {
    to,
    kind: "verify_email",
    subject: "Verify your TruSelf email address",
    text: `${lines.join("\n\n")}\n\nVerify your email: ${link}\n\nIf you did not sign up for TruSelf, you can ignore this message.`,
    html: layout([...lines, "If you did not sign up for TruSelf, you can ignore this message."], { label: "Verify email", url: link }),
  };
}

export function passwordResetEmail(to: string, firstName: string, link: string): EmailMessage {
  const lines = [`Hi ${firstName},`, "We received a request to reset your TruSelf password. The link works once and expires in 1 hour."];
  return {
    to,
    kind: "reset_password",
    subject: "Reset your TruSelf password",
    text: `${lines.join("\n\n")}\n\nReset your password: ${link}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.`,
    html: layout([...lines, "If you did not ask for this, you can ignore this message; your password stays the same."], {
      label: "Reset password",
      url: link,
    }),
  };
}

/**
 * Sign-up with an address that already has an account (issue 33 finding 4): the page answers as
 * for a new address, and only the address's owner learns that it is taken.
 */
export function signUpAttemptEmail(to: string, firstName: string, link: string): EmailMessage {
  const lines = [
    `Hi ${firstName},`,
    "Someone just tried to create a TruSelf account with this email address. You already have an account, so no new account was created.",
    "If this was you, sign in with your email and password, or choose a new password from the sign-in page if you have forgotten it.",
  ];
  const ignore = "If it wasn't you, you can ignore this message; nothing about your account has changed.";
  return {
    to,
    kind: "sign_up_existing",
    subject: "Someone tried to sign up to TruSelf with your email",
    text: `${lines.join("\n\n")}\n\nSign in: ${link}\n\n${ignore}`,
    html: layout([...lines, ignore], { label: "Sign in", url: link }),
  };
}

/**
 * A factor of the account was added, removed or replaced (issue 43 finding 1): the address's owner
 * is always told, so a change they did not make is seen at once.
 */
export function factorChangeEmail(to: string, firstName: string, change: string, link: string): EmailMessage {
  const lines = [`Hi ${firstName},`, `A sign-in setting of your TruSelf account changed: ${change}`];
  const ignore =
    "If this was you, there is nothing to do. If it wasn't, reset your password from the sign-in page and review your passkeys and authenticator app on your profile.";
  return {
    to,
    kind: "factor_changed",
    subject: "A sign-in setting of your TruSelf account changed",
    text: `${lines.join("\n\n")}\n\n${ignore}\n\nYour profile: ${link}`,
    html: layout([...lines, ignore], { label: "Open your profile", url: link }),
  };
}

/**
 * The first proof of a never-verified address (issue 43 finding 2, decision 053): whatever was set
 * before it (a password, factors, sessions: possibly by someone else who signed up with the
 * address) was removed, and the owner is told how to set a password of their own.
 */
export function addressProvenEmail(to: string, firstName: string, link: string): EmailMessage {
  const lines = [
    `Hi ${firstName},`,
    "Your email address is now confirmed on TruSelf.",
    "To keep your account yours, the password and sign-in factors chosen before the address was confirmed were removed, and every other session was signed out: someone else may have signed up with your address.",
    "Sign in with an e-mailed code any time, or choose a password of your own.",
  ];
  return {
    to,
    kind: "address_proven",
    subject: "Your TruSelf account is confirmed: choose your password",
    text: `${lines.join("\n\n")}\n\nChoose a password: ${link}`,
    html: layout(lines, { label: "Choose a password", url: link }),
  };
}
