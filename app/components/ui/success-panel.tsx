import { Link } from "react-router";

export function SuccessPanel({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div role="status" className="py-10 text-center" data-testid={testId}>
      <div
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
        aria-hidden="true"
      >
        ✓
      </div>
      <h2 className="mt-4 text-2xl font-bold">{title}</h2>
      <p className="mt-2 text-gray-600">{text}</p>
      <Link to="/" className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Back to home
      </Link>
    </div>
  );
}
