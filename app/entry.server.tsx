// The Node build of the renderer writes strings into one buffer; the edge build encodes every
// attribute into its own Uint8Array, which costs about 15% more per page in workerd (bench/).
import { renderToReadableStream } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { requestContext } from "~/lib/request-context";
import { scriptsAfterPaint } from "~/lib/scripts-after-paint.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      // Islands (app/lib/island.tsx) are Suspense boundaries; each is written in place, never as a
      // hidden chunk for a script to reveal, so pages read the same without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // The whole page at once, islands in place (see above): their code is bundled with the server's,
  // so this waits microseconds, and the edge caches whole pages anyway.
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body.pipeThrough(scriptsAfterPaint()), { headers: responseHeaders, status: responseStatusCode });
}

/** Loader and action errors are logged here; the page shows an error boundary without details. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(`Error handling ${request.method} ${new URL(request.url).pathname}:`, error);
};
