/** The admin console's forms and query strings, shared by the browser (conform) and the actions. */
import { z } from "zod";
import { ROLES } from "~/db/schema";
import { pagePath } from "~/lib/page-path";

export const ROLE_LABELS = { patient: "Patient", provider: "Provider", admin: "Admin" } as const;

export const RoleChangeSchema = z.object({
  intent: z.literal("changeRole"),
  userId: z.string({ error: "User not found." }).trim().min(1, "User not found.").max(100),
  role: z.enum(ROLES, { error: "Choose a role: patient, provider or admin." }),
});

export const DeleteProviderSchema = z.object({
  intent: z.literal("deleteProvider"),
  providerId: z.string({ error: "Provider not found." }).trim().min(1, "Provider not found.").max(200),
});

/** ?q= and ?page= of the Users and Providers tabs, read leniently (a bad value means the default). */
export function listQuery(url: URL): { q: string; page: number } {
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = Number(url.searchParams.get("page"));
  return { q, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** A list URL with some parameters replaced (null drops one). */
export function withParams(path: string, search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** The list an action goes back to: the page it was posted from, without the confirmation's parameters. */
export function listPathAfter(request: Request, drop: string[]): string {
  const url = new URL(pagePath(request.url), request.url);
  for (const key of drop) url.searchParams.delete(key);
  return url.pathname + url.search;
}
