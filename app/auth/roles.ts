/**
 * The role the server enforces. Requirements 002: an e-mail at the company domain is an admin. We apply
 * that only to a *verified* address at the configured ADMIN_EMAIL_DOMAIN, at read time (not
 * stored at verification), so changing the domain or losing verification takes effect at once.
 * getSessionUser applies it, so every guard and every `user.role` check sees the same role.
 */
import type { Role, User } from "~/db/schema";

export function effectiveRole(user: Pick<User, "role" | "email" | "emailVerifiedAt">, adminEmailDomain: string): Role {
  if (user.role !== "patient") return user.role;
  const domain = adminEmailDomain.trim().toLowerCase();
  if (domain && user.emailVerifiedAt && user.email.toLowerCase().endsWith(`@${domain}`)) return "admin";
  return user.role;
}
