/**
 * The role the server enforces. Spec 002 §6: "The role comes from user_metadata.role; if missing, an
 * email ending with the company domain is treated as admin". A role an admin set (`roleSetAt`)
 * always wins; while none was ever set, a *verified* address at the configured ADMIN_EMAIL_DOMAIN
 * makes a patient account an admin, applied at read time (not stored at verification), so changing
 * the domain or losing verification takes effect at once. getSessionUser applies it, so every
 * guard and every `user.role` check sees the same role.
 */
import type { Role, User } from "~/db/schema";

type RoleFacts = Pick<User, "role" | "roleSetAt" | "email" | "emailVerifiedAt">;

/** True when the company-domain rule, not a stored role, makes this account an admin. */
export function isAdminByDomain(user: RoleFacts, adminEmailDomain: string): boolean {
  if (user.roleSetAt || user.role !== "patient" || !user.emailVerifiedAt) return false;
  const domain = adminEmailDomain.trim().toLowerCase();
  return domain !== "" && user.email.toLowerCase().endsWith(`@${domain}`);
}

export function effectiveRole(user: RoleFacts, adminEmailDomain: string): Role {
  return isAdminByDomain(user, adminEmailDomain) ? "admin" : user.role;
}
