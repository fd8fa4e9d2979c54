/** The admin console's messages (spec 002 §8 "Admin console" and the console's own), shared by the pages and the server. */
export const USERS_FETCH_FAILED = "Failed to fetch users";
export const DELETE_PROVIDER_FAILED = "Failed to delete provider. Please try again.";
export const LAST_ADMIN_REFUSED = "The last admin cannot be demoted. Make another user an admin first.";
export const USER_NOT_FOUND = "User not found.";
/** The Users tab says where a role comes from (issue 33 finding 3, spec 002 §6). */
export const DOMAIN_ADMIN_NOTE = "Admin through the company e-mail domain (no role set)";
export function roleRuleNote(adminEmailDomain: string): string {
  return `Accounts with a verified e-mail address at @${adminEmailDomain} are admins until a role is set here. A role set here always wins.`;
}
