import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHero } from "./ui/page-hero";

/**
 * The page of a path the site links to before it is built (requirements 001: /forum with its
 * Coming Soon badge; the provider dashboard's quick links): what is coming, and where to go now.
 */
export function ComingSoonPage({
  eyebrow,
  title,
  children,
  links,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  links: { to: string; label: string }[];
}) {
  return (
    <main>
      <PageHero eyebrow={eyebrow} title={title} comingSoon>
        {children}
      </PageHero>
      <div className="mx-auto flex max-w-5xl flex-wrap gap-3 px-4 py-12">
        {links.map((link, i) => (
          <Link
            key={link.to}
            to={link.to}
            className={
              i === 0
                ? "rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
                : "rounded-full border border-gray-300 px-6 py-3 font-semibold text-gray-800 hover:bg-gray-50"
            }
          >
            {link.label}
          </Link>
        ))}
      </div>
    </main>
  );
}
