/** The admin console's messages (spec 002 §8 "Admin console" and the console's own), shared by the pages and the server. */
export const USERS_FETCH_FAILED = "Failed to fetch users";
export const DELETE_PROVIDER_FAILED = "Failed to delete provider. Please try again.";
export const LAST_ADMIN_REFUSED = "The last admin cannot be demoted. Make another user an admin first.";
export const USER_NOT_FOUND = "User not found.";
