import type { ReactNode } from "react";
import { ComingSoonBadge } from "./menu-item";

export function PageHero({
  eyebrow,
  title,
  children,
  comingSoon,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  comingSoon?: boolean;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-amber-50/40">
      <div className="mx-auto max-w-5xl px-4 py-14">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{eyebrow}</p>}
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-4xl font-bold tracking-tight text-gray-900">
          {title} {comingSoon && <ComingSoonBadge />}
        </h1>
        {children && <div className="mt-4 max-w-3xl text-lg text-gray-600">{children}</div>}
      </div>
    </section>
  );
}

export function FeatureGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((f) => (
        <li key={f.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 className="text-lg font-semibold">{f.title}</h2>
          <p className="mt-2 text-gray-600">{f.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 leading-relaxed text-gray-700 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
      {children}
    </div>
  );
}

/** A policy page (privacy, terms): its title, when it last changed, and its text. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <main>
      <PageHero title={title}>
        <p>Last updated {updated}.</p>
      </PageHero>
      <Prose>{children}</Prose>
    </main>
  );
}

/** A product's page (TruGPT, TruLinkMD): the hero with its introduction, its features, then what the page adds. */
export function ProductPage({
  eyebrow,
  title,
  comingSoon,
  intro,
  features,
  children,
}: {
  eyebrow: string;
  title: string;
  comingSoon?: boolean;
  intro: string;
  features: { title: string; text: string }[];
  children: ReactNode;
}) {
  return (
    <main>
      <PageHero eyebrow={eyebrow} title={title} comingSoon={comingSoon}>
        <p>{intro}</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12">
        <FeatureGrid items={features} />
        {children}
      </div>
    </main>
  );
}
