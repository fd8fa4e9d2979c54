import { Link } from "react-router";
import { PROCEDURES, stockPhotoUrl, type ProcedureCategory } from "~/directory/procedures";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/browse-procedures";

const CATEGORIES: { key: ProcedureCategory; title: string; text: string }[] = [
  {
    key: "surgical",
    title: "Surgical Procedures",
    text: "Performed by surgeons in an accredited facility, with anesthesia and a planned recovery.",
  },
  { key: "non-surgical", title: "Non-Surgical Procedures", text: "Injectables, lasers and skin treatments with little or no downtime." },
  { key: "wellness", title: "Wellness & Recovery", text: "Nutrition, coaching and aftercare that support lasting results." },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Browse Procedures",
    description: "What each cosmetic, aesthetic and wellness procedure is, its typical price range and the providers who offer it.",
    path: "/browse-procedures",
  });

export default function BrowseProcedures() {
  return (
    <main className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Browse Procedures</h1>
      <p className="mt-3 max-w-2xl text-lg text-gray-600">
        Learn what a procedure involves, what it typically costs, and compare the providers who offer it.
      </p>
      {CATEGORIES.map((category) => (
        <section key={category.key} className="mt-12" aria-labelledby={`cat-${category.key}`}>
          <h2 id={`cat-${category.key}`} className="text-2xl font-bold">
            {category.title}
          </h2>
          <p className="mt-1 text-gray-600">{category.text}</p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PROCEDURES.filter((p) => p.category === category.key).map((p) => (
              <li key={p.slug}>
                <Link
                  to={`/browse-procedures/${p.slug}`}
                  className="group block h-full overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition hover:shadow-md"
                  data-testid="procedure-card"
                >
                  <img
                    src={stockPhotoUrl(p.stock)}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <div className="p-4">
                    <h3 className="font-semibold text-gray-900 group-hover:text-brand-700">{p.name}</h3>
                    <p className="mt-1 text-sm text-gray-600">{p.priceRange}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
