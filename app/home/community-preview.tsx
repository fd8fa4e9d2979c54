import { WaitlistDialog } from "~/community/waitlist-dialog";

/** Static sample posts (requirements 000: the forum itself is Coming Soon). */
const POSTS = [
  { author: "Jessica M.", badge: null, topic: "Recovery", title: "Week 2 after my tummy tuck: what I wish I'd known", replies: 48 },
  {
    author: "Dr. Rachel Stein",
    badge: "Provider",
    topic: "Ask a Surgeon",
    title: "How to tell if a BBL surgeon is really board-certified",
    replies: 112,
  },
  {
    author: "Marcus T.",
    badge: null,
    topic: "Non-Surgical",
    title: "Botox vs. fillers for forehead lines: my experience with both",
    replies: 31,
  },
] as const;

/**
 * Community forum preview with the waitlist entry point, the community page's own button: guests
 * get "Sign up required" and the sign-up page (requirements 000); signed-in users get the waitlist dialog.
 * `waitlist`: the people on the forum's waitlist, counted in D1, or null while few (app/home/figures.server.ts).
 */
export function CommunityPreview({ waitlist }: { waitlist: number | null }) {
  return (
    <section aria-labelledby="community-heading" className="bg-gradient-to-br from-brand-50 via-white to-sky-50 py-16">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Community Forum · Coming Soon</p>
          <h2 id="community-heading" className="mt-2 text-3xl font-bold tracking-tight text-gray-900">
            Real stories from real patients
          </h2>
          <p className="mt-4 text-gray-600">Ask questions, share your journey and hear from verified providers before you decide.</p>
          {waitlist !== null && (
            <dl className="mt-8 inline-block" data-testid="waitlist-figure">
              <div className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-gray-100">
                <dt className="text-xs text-gray-500">On the forum waitlist</dt>
                <dd className="text-2xl font-bold text-gray-900">{waitlist.toLocaleString("en-US")}</dd>
              </div>
            </dl>
          )}
          <div className="mt-8">
            <WaitlistDialog buttonTestId="waitlist-button" />
          </div>
        </div>
        <ul className="space-y-4" aria-label="Sample community posts">
          {POSTS.map((post) => (
            <li key={post.title} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-100">
              <div className="flex items-center gap-2 text-xs text-gray-500">
                <span
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
                  aria-hidden="true"
                >
                  {post.author[0]}
                </span>
                <span className="font-medium text-gray-800">{post.author}</span>
                {post.badge && <span className="rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-800">{post.badge}</span>}
                <span aria-hidden="true">·</span>
                <span>{post.topic}</span>
              </div>
              <p className="mt-3 font-semibold text-gray-900">{post.title}</p>
              <p className="mt-1 text-sm text-gray-500">{post.replies} replies</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
