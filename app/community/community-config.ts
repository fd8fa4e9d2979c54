/** The external private group (requirements 001: "Join Our Private Facebook Group"). */
export const FACEBOOK_GROUP_URL = "https://www.facebook.com/groups/truselfcommunity";
export const GROUP_REDIRECT_ALREADY_ACCEPTED_MS = 500;
export const GROUP_REDIRECT_AFTER_ACCEPT_MS = 1000;

/** What the group-join dialog needs about the viewer (GET /community/group). */
export type GroupJoinState = { signedIn: boolean; isDemo: boolean; accepted: boolean; name: string; email: string; userId: string | null };
