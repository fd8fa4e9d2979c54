/**
 * Every text of signing in with an e-mailed code (issue 38 item 1): the page, the server and the
 * tests read them from here. None says whether an address has an account.
 */
export const SIGN_IN_CODE_MINUTES = 10;
export const SIGN_IN_CODE_TRIES = 5;

/** Spec 001 §5: sign-in by one-time code with neither an e-mail nor a phone. */
export const CODE_ADDRESS_REQUIRED = "You must provide either an email or phone number.";
export const CODE_FORMAT = "Please enter the 6-digit code from the e-mail.";
export const CODE_EXPIRED = "That code has expired or was used too many times. Request a new one.";
export function wrongSignInCode(triesLeft: number): string {
  return `That code isn't right. You have ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;
}
export function signInCodeSent(email: string): string {
  return `If an account exists for ${email}, we sent it a 6-digit code. It expires in ${SIGN_IN_CODE_MINUTES} minutes.`;
}

export const EMAIL_ME_A_CODE = "Email me a sign-in code";
export const SIGN_IN_CODE_TITLE = "Sign in with a code";
export const SIGN_IN_CODE_INTRO = "Enter your email address and we'll send you a 6-digit code to sign in, no password needed.";
