import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | TruSelf" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-gray-600">We couldn't find the page you were looking for.</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">Back to home</Link>
    </main>
  );
}
