import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { PROVIDER_NOT_FOUND } from "~/provider-profile/profile.server";
import { ErrorBoundary } from "~/root";

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];

/**
 * The root error boundary as React renders it for a thrown response (or an exception): whole, as
 * entry.server.tsx sends it (the error page is an island, a Suspense boundary written in place).
 */
async function renderBoundary(error: unknown): Promise<string> {
  const stream = await renderToReadableStream(
    createElement(ErrorBoundary, { error, params: {}, loaderData: undefined } as unknown as BoundaryProps),
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe("the root error boundary", () => {
  it("a 404 names what was missing, links onwards and is noindex", async () => {
    const html = await renderBoundary(new ErrorResponse(404, "Not Found", PROVIDER_NOT_FOUND));
    expect(html).toContain('<h1 class="text-3xl font-bold">Provider not found</h1>');
    expect(html).toContain("This provider may have moved or is no longer listed.");
    expect(html).toContain('href="/find-doctors"');
    expect(html).toContain("<title>Provider not found | TruSelf</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("a 404 without a body is the generic page not found", async () => {
    const html = await renderBoundary(new ErrorResponse(404, "Not Found", null));
    expect(html).toContain("Page not found</h1>");
    expect(html).toContain("We couldn&#x27;t find the page you were looking for.");
  });

  it("a 403 says only that access is refused", async () => {
    const html = await renderBoundary(new ErrorResponse(403, "Forbidden", { message: "internal reason" }));
    expect(html).toContain("You do not have access to this page.");
    expect(html).not.toContain("internal reason");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("an exception shows no details", async () => {
    const html = await renderBoundary(new Error("D1_ERROR: secret table name"));
    expect(html).toContain("Something went wrong</h1>");
    expect(html).not.toContain("secret");
  });
});
