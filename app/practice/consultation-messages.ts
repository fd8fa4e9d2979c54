/**
 * Every text of consultation requests (issue 34, items 1, 4 and 5) in one place: the request form,
 * the two sides of a thread, the inbox, the e-mails' subjects and the response time on profiles.
 * The specs say nothing about the provider side; these follow the plain, friendly tone of specs 000/001.
 */

// ---------------------------------------------------------------- the request form
export const PROCEDURE_REQUIRED = "Please choose a procedure.";
export const CONTACT_METHOD_REQUIRED = "Please choose how the practice should contact you.";
export const PHONE_REQUIRED = "Please enter a phone number so the practice can call you.";
export const PHONE_INVALID = "Please enter a valid phone number.";
export const TIMES_TOO_LONG = "Preferred times must be 200 characters or less.";
export const MESSAGE_REQUIRED = "Please write a short message to the practice.";
export const MESSAGE_TOO_LONG = "Message must be 2000 characters or less.";
export const TOO_MANY_PHOTOS = "You can add up to 3 photos.";
export const PHOTO_UPLOAD_INVALID = "A photo could not be found. Please add it again.";
export const PHOTOS_UPLOADING = "Uploading photos...";
export const REQUEST_FAILED = "Your request could not be sent. Please try again.";
export const PHOTOS_PRIVATE_HINT =
  "Up to 3 photos (JPEG, PNG or WebP, 2 MB each). Only the practice's team and TruSelf staff can see them.";
export const PHOTOS_AGAIN = "Please add your photos again: they are not kept while you sign in.";

/** The listing has turned requests off (providers.accepts_requests = false). */
export const REQUESTS_OFF =
  "This practice is not taking consultation requests on TruSelf right now. Please call the practice or visit its website.";
/** The listing has no owner yet: the request is kept and TruSelf staff see it. */
export function notJoinedYet(practice: string): string {
  return `${practice} has not joined TruSelf yet. We'll keep your request and let you know on your dashboard if they reply.`;
}
/** A practice's own team asking itself: it would be answered at once and count towards its response time. */
export const OWN_PRACTICE_REQUEST = "You can't send a consultation request to your own practice.";
export const DEMO_REQUEST_REFUSED = "The demo account can't send consultation requests. Nothing was sent.";
export const GUEST_SIGN_IN = {
  title: "Sign in to send your request",
  description: "Sign in or create an account; your request is kept for you.",
  type: "info",
} as const;
export const GUEST_PROMPT = "Please sign in or create an account to send a consultation request. What you type is kept for you.";

export function requestSent(practice: string) {
  return {
    title: "Request sent",
    description: `${practice} can now read your request. We'll e-mail you when they reply.`,
    type: "success",
  } as const;
}
export function requestKept(practice: string) {
  return { title: "Request saved", description: notJoinedYet(practice), type: "info" } as const;
}

// ---------------------------------------------------------------- threads
export const REQUEST_NOT_FOUND = "Consultation request not found.";
export const PHOTO_NOT_FOUND = "Photo not found.";
export const REPLY_REQUIRED = "Please write a reply.";
export const REPLY_TOO_LONG = "Reply must be 2000 characters or less.";
export const REQUEST_CLOSED = "This request is closed. Start a new request to write to the practice again.";
export const PRACTICE_ONLY = "Only the practice's team can do this.";
export const PATIENT_ONLY = "Only the patient who sent the request can do this.";
export const STAFF_READ_ONLY = "TruSelf staff can read this request but not reply to it.";
export const REPLY_SENT = { title: "Reply sent", type: "success" } as const;
export const MARKED_BOOKED = { title: "Marked as booked", type: "success" } as const;
export const MARKED_DECLINED = { title: "Marked as declined", type: "success" } as const;
export const REQUEST_CLOSED_TOAST = {
  title: "Request closed",
  description: "The practice can no longer reply to it.",
  type: "success",
} as const;

export const STATUS_LABELS = {
  new: "New",
  answered: "Answered",
  booked: "Booked",
  declined: "Declined",
  closed: "Closed",
} as const;

export const CONTACT_LABELS = { email: "E-mail", phone: "Phone", either: "E-mail or phone" } as const;

export function unreadText(n: number): string {
  return `${n} unread`;
}

// ---------------------------------------------------------------- inbox and dashboard
export const INBOX_EMPTY = "No consultation requests yet. When a patient sends one, it appears here.";
export const PATIENT_REQUESTS_EMPTY = "You have not sent a consultation request yet. Use Book Consultation on a provider's profile.";
export const ADMIN_REQUESTS_EMPTY = "No requests are waiting for a practice that has not joined TruSelf.";

// ---------------------------------------------------------------- e-mails
export function newRequestSubject(patientFirstName: string, procedure: string): string {
  return `New consultation request from ${patientFirstName}: ${procedure}`;
}
export function replySubject(practice: string): string {
  return `${practice} replied to your consultation request`;
}

// ---------------------------------------------------------------- response time (item 5)
/** A profile's response time, from the median minutes to a first reply (app/practice/response-time.server.ts). */
export function responseTimeText(medianMinutes: number): string {
  const hours = Math.ceil(medianMinutes / 60);
  if (hours <= 1) return "Usually replies within an hour";
  if (hours < 24) return `Usually replies within ${hours} hours`;
  const days = Math.ceil(medianMinutes / (24 * 60));
  if (days <= 1) return "Usually replies within a day";
  return `Usually replies within ${days} days`;
}
