/**
 * What the Settings tab shows: the limits the running app enforces, read from where they are
 * defined (the limit registry, sessions, uploads, the crawler, import defaults), never copied.
 */
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "~/auth/session.server";
import { MAX_RETRIES, RETRY_BACKOFF_SECONDS } from "~/extraction/consumer.server";
import { FETCH_TIMEOUT_MS, MAX_BODY_BYTES } from "~/extraction/crawler.server";
import { MAX_SERVICES } from "~/extraction/extract-profile";
import { INTAKE_DEFAULTS } from "~/imports/provider-intake.server";
import { LIMITS, type LimitName } from "~/lib/limits";
import { MAX_AVATAR_BYTES } from "~/media/avatar-rules";

/** What each named limit counts; `satisfies` makes a new limit without a description a type error. */
export const LIMIT_DESCRIPTIONS = {
  signInFailuresPerAccountAndIp: "Failed sign-ins per account and IP address",
  signInFailuresPerIp: "Failed sign-ins per IP address",
  signInFailuresPerAccount: "Failed sign-ins per account, from any IP address",
  signInCodesPerEmail: "Sign-in codes sent per e-mail address",
  signInCodesPerIp: "Sign-in codes sent per IP address",
  signInCodeChecksPerIp: "Wrong sign-in codes per IP address",
  signUpPerIp: "Sign-ups per IP address",
  signUpPerEmail: "Sign-ups per e-mail address",
  signUpNoticePerEmail: "E-mails to an account's owner about a sign-up with its address",
  passwordResetPerIp: "Password reset requests per IP address",
  passwordResetPerEmail: "Password reset requests per e-mail address",
  verificationResendPerIp: "Verification e-mails resent per IP address",
  verificationResendPerEmail: "Verification e-mails resent per e-mail address",
  passwordChangePerAccount: "Password changes per account",
  uploadGrantPerIp: "Photo upload grants per IP address",
  reviewsPerUser: "Reviews per user",
  reviewsPerIp: "Reviews per IP address",
  questionsPerUser: "Questions per user",
  questionsPerIp: "Questions per IP address",
  contactPerIp: "Contact messages per IP address",
  leadsPerIp: "Lead form submissions per IP address",
  newsletterPerIp: "Newsletter sign-ups per IP address",
  chatMessagesPerMinute: "TruGPT messages per user (minute)",
  chatMessagesPerDay: "TruGPT messages per user (day)",
  chatConversationsPerHour: "TruGPT conversations created per user",
  extractionJobsPerAccount: "Website extraction jobs per admin",
  photoGrantPerAdmin: "Photo uploads and scrapes per admin (photo import tool)",
  claimCodesPerAccount: "Listing claim codes sent per account",
  claimCodesPerIp: "Listing claim codes sent per IP address",
  claimCodeChecksPerAccount: "Wrong listing claim codes per account",
  claimCodeChecksPerIp: "Wrong listing claim codes per IP address",
  claimReviewsPerAccount: "Listing claims sent to admins per account",
  practiceInvitesPerAccount: "Team invitations sent per practice owner",
  consultationRequestsPerUser: "Consultation requests per user",
  consultationRequestsPerIp: "Consultation requests per IP address",
  consultationRepliesPerUser: "Consultation replies per user",
  appointmentChangesPerUser: "Appointments booked, moved or cancelled per user",
  listingPhotosPerAccount: "Listing photo uploads per practice account",
  reportsPerUser: "Reports on reviews, answers and replies per user",
  reportsPerIp: "Reports on reviews, answers and replies per IP address",
  passkeyChallengesPerIp: "Passkey sign-in prompts per IP address",
  passkeyChallengesPerAccount: "Passkey prompts (adding, verifying) per account",
  passkeyFailuresPerAccount: "Failed passkey checks per account",
  secondFactorFailuresPerAccount: "Wrong two-factor codes per account",
  secondFactorFailuresPerIp: "Wrong two-factor codes per IP address",
  signInCodesPerEmailPerDay: "Sign-in codes sent per e-mail address, per day",
  claimCodesPerListing: "Claim codes sent per listing, per day",
  claimCodesPerDomain: "Claim codes sent per e-mail domain, per day",
  claimCodeChecksPerListing: "Wrong claim codes per listing, per day (then its claims by code pause)",
  claimCodeChecksPerDomain: "Wrong claim codes per e-mail domain, per day (then its claims by code pause)",
  claimPauseNoticesPerListing: "Notices of a paused claim per listing, per day",
} satisfies Record<LimitName, string>;

export type SettingRow = { label: string; value: string };

function duration(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} day${seconds === 86_400 ? "" : "s"}`;
  if (seconds % 3600 === 0) return `${seconds / 3600} hour${seconds === 3600 ? "" : "s"}`;
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? "" : "s"}`;
  return `${seconds} seconds`;
}

function megabytes(bytes: number): string {
  return `${bytes / (1024 * 1024)} MB`;
}

export function configuredSettings(): { title: string; rows: SettingRow[] }[] {
  const limits = (Object.keys(LIMITS) as LimitName[]).map((name) => {
    const policy = LIMITS[name];
    return {
      label: LIMIT_DESCRIPTIONS[name],
      value: `${policy.limit} ${"sliding" in policy ? "in any" : "per"} ${duration(policy.windowSeconds)}${"countsFailuresOnly" in policy ? " (failures only)" : ""}`,
    };
  });
  return [
    { title: "Rate limits", rows: limits },
    {
      title: "Sessions",
      rows: [
        { label: "Session lifetime", value: duration(SESSION_ABSOLUTE_MS / 1000) },
        { label: "Signed out after inactivity", value: duration(SESSION_IDLE_MS / 1000) },
      ],
    },
    {
      title: "Uploads and website extraction",
      rows: [
        { label: "Largest profile photo", value: megabytes(MAX_AVATAR_BYTES) },
        { label: "Largest fetched web page", value: megabytes(MAX_BODY_BYTES) },
        { label: "Fetch timeout", value: duration(FETCH_TIMEOUT_MS / 1000) },
        { label: "Retries per website", value: `${MAX_RETRIES}, ${RETRY_BACKOFF_SECONDS} s times the attempt apart` },
        { label: "Services kept per extracted profile", value: String(MAX_SERVICES) },
      ],
    },
    {
      title: "Defaults for imported providers",
      rows: [
        { label: "Rating", value: String(INTAKE_DEFAULTS.rating) },
        { label: "Consultation fee", value: INTAKE_DEFAULTS.consultationFee },
        { label: "Title", value: INTAKE_DEFAULTS.title },
        {
          label: "Years of experience",
          value: `${INTAKE_DEFAULTS.yearsExperience.csv} (CSV), ${INTAKE_DEFAULTS.yearsExperience.extraction} (website extraction)`,
        },
        { label: "Verified", value: "Yes" },
      ],
    },
  ];
}
