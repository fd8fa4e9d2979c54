/**
 * How long a listing claim's code and a team invitation work, and how many tries a code gets:
 * enforced by the one-time secrets module, stated by the practice's texts and e-mails.
 */
export const CLAIM_CODE_MINUTES = 15;
export const CLAIM_CODE_TRIES = 5;
export const INVITE_DAYS = 7;
