import { useDemoReviews } from "~/demo/demo-store";

export type ReviewItem = { id: string; rating: number; title: string | null; content: string | null; createdAt: Date | string | number; authorName: string };

/** Reviews newest first, the demo's in-memory review on top. All text rendered as text. */
export function ReviewList({ providerId, reviews }: { providerId: string; reviews: ReviewItem[] }) {
  const demoReviews = useDemoReviews(providerId);
  const all: ReviewItem[] = [...demoReviews, ...reviews];
  if (!all.length) return <p className="text-gray-600">No reviews yet. Be the first to review!</p>;
  return (
    <ul className="divide-y divide-gray-100" data-testid="review-list">
      {all.map((r) => (
        <li key={r.id} className="py-4" data-testid="review">
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold text-gray-900">{r.authorName}</p>
            <time className="text-sm text-gray-500" dateTime={new Date(r.createdAt).toISOString()}>{new Date(r.createdAt).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" })}</time>
          </div>
          <p className="text-amber-400" aria-label={`${r.rating} out of 5 stars`}>{"★".repeat(r.rating)}<span className="text-gray-300">{"★".repeat(5 - r.rating)}</span></p>
          {r.title && <p className="mt-1 font-medium text-gray-900">{r.title}</p>}
          {r.content && <p className="mt-1 whitespace-pre-line text-gray-700">{r.content}</p>}
        </li>
      ))}
    </ul>
  );
}
