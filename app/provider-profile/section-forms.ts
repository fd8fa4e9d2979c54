/** What the provider page's member forms (Write Review, Ask a question) declare alike. */
import type { LimitCheck, LimitName } from "~/lib/limits";

export type ProviderSection = "reviews" | "questions";

export function providerSectionPath(providerId: string | undefined, section: ProviderSection): string {
  return `/provider/${encodeURIComponent(providerId ?? "")}#${section}`;
}

/** Members only (guests are sent to sign in and back), limited per account and per address. */
export function providerSectionForm(section: ProviderSection, signInText: string, limits: { perUser: LimitName; perIp: LimitName }) {
  return {
    who: "user",
    signIn: { to: "/signin", toast: { title: "Sign in required", description: signInText, type: "info" } },
    back: (params: { providerId?: string }) => providerSectionPath(params.providerId, section),
    limits: ({ user, ip }: { user: { id: string }; ip: string }): LimitCheck[] => [
      [limits.perUser, user.id],
      [limits.perIp, ip],
    ],
  } as const;
}
