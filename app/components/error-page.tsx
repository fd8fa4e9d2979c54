import type { NotFoundPage } from "~/lib/responses";

const buttonClass = "mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white";

function notFoundPage(body: unknown): NotFoundPage {
  const page = typeof body === "object" && body !== null ? (body as Partial<NotFoundPage>) : {};
  return {
    heading: typeof page.heading === "string" ? page.heading : "Page not found",
    message: typeof page.message === "string" ? page.message : "We couldn't find the page you were looking for.",
    back:
      page.back && typeof page.back.href === "string" && typeof page.back.label === "string"
        ? page.back
        : { href: "/", label: "Back to home" },
  };
}

/**
 * The page for every thrown error: a 404 names what was missing (from `notFound(...)`), a 403 says
 * only that access is refused, anything else shows no details (entry.server's handleError logs it).
 */
export function ErrorPage({ status, body }: { status: number; body?: unknown }) {
  const page: NotFoundPage =
    status === 404
      ? notFoundPage(body)
      : status === 403
        ? { heading: "Access denied", message: "You do not have access to this page.", back: { href: "/", label: "Back to home" } }
        : {
            heading: "Something went wrong",
            message: "An unexpected error occurred. Please try again.",
            back: { href: "/", label: "Back to home" },
          };
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 text-center" data-status={status}>
      <title>{`${page.heading} | TruSelf`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{page.heading}</h1>
      {page.message && <p className="mt-4 text-gray-600">{page.message}</p>}
      {page.back && (
        <a href={page.back.href} className={buttonClass}>
          {page.back.label}
        </a>
      )}
    </main>
  );
}
