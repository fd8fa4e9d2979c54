import type { SocialMedia } from "~/db/schema";
import { webUrl } from "~/lib/web-url";

export const SOCIAL_LABELS: Record<keyof SocialMedia, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  x: "X",
  linkedin: "LinkedIn",
};
const SOCIAL_ORDER: (keyof SocialMedia)[] = ["facebook", "instagram", "tiktok", "x", "linkedin"];

export function presentSocials(social: SocialMedia): { key: keyof SocialMedia; label: string; url: string }[] {
  return SOCIAL_ORDER.flatMap((key) => {
    const url = webUrl(social[key]);
    return url ? [{ key, label: SOCIAL_LABELS[key], url }] : [];
  });
}

export function SocialLinks({ social, className = "" }: { social: SocialMedia; className?: string }) {
  const links = presentSocials(social);
  if (!links.length) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((l) => (
        <li key={l.key}>
          <a
            href={l.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-2 rounded-full border border-gray-200 bg-white px-4 py-2 text-sm font-medium text-gray-700 hover:border-brand-300 hover:text-brand-700"
          >
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
