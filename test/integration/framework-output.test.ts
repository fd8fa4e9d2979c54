/**
 * The framework workarounds of decision 035 against the real output of React and React Router, so
 * that an upgrade which changes what they write fails here instead of silently switching one off:
 * a page rendered by React Router's own request handler through app/entry.server.tsx (the Node
 * build of React's renderer, the scripts-after-paint rewrite, islands written in place), and a
 * cached copy of it given a fresh nonce as the edge cache does.
 */
import { createExecutionContext } from "cloudflare:test";
import { createElement as h, Suspense, lazy } from "react";
import { renderToReadableStream as renderEdge } from "react-dom/server.edge";
import { renderToReadableStream as renderNode } from "react-dom/server.node";
import { createRequestHandler, Links, Meta, Outlet, RouterContextProvider, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { useNonce } from "~/components/nonce";
import * as entry from "~/entry.server";
import { withFreshNonce } from "~/http/cache.server";
import { island } from "~/lib/island";
import { dataPathname, pagePath, pagePathname } from "~/lib/page-path";
import { requestContext } from "~/lib/request-context";

const NONCE = "Rendered_Nonce-1";
const TRICKY = `a "quoted" nonce="x" </script><b>bold</b> & ünïcode`;

const Footer = island(async () => () => h("footer", { className: "site-footer" }, "Footer in place"));

function Root() {
  const nonce = useNonce();
  return h(
    "html",
    { lang: "en" },
    h("head", null, h(Meta), h(Links)),
    h("body", null, h(Outlet), h(Footer), h(ScrollRestoration, { nonce }), h(Scripts, { nonce })),
  );
}

function Page() {
  const { text } = useLoaderData<{ text: string }>();
  return h("main", { "data-text": text }, h("h1", null, "Page"), h("p", null, text));
}

const entryRoute = (id: string, module: string, imports: string[], hasLoader: boolean) => ({
  id,
  module,
  imports,
  hasLoader,
  hasAction: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/** What `react-router build` hands the request handler, with our entry.server and two routes. */
const build: ServerBuild = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: Root } },
    "routes/page": { id: "routes/page", parentId: "root", index: true, module: { default: Page, loader: () => ({ text: TRICKY }) } },
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: ["/assets/framework.js"] },
    routes: {
      root: entryRoute("root", "/assets/root.js", ["/assets/shell.js"], false),
      "routes/page": { ...entryRoute("routes/page", "/assets/page.js", [], true), parentId: "root", index: true },
    },
    url: "/assets/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
};

async function renderPage(): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(requestContext, { nonce: NONCE, ctx: createExecutionContext() });
  return createRequestHandler(build, "production")(new Request("http://localhost:8787/"), context);
}

const scripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes = "", body = ""]) => ({ attributes, body }));

describe("React Router's page through entry.server.tsx", () => {
  it("leaves the server with no module preload and its module script behind the after-paint loader", async () => {
    const response = await renderPage();
    expect(response.status).toBe(200);
    const html = await response.text();
    // Every modulepreload React Router wrote is inert, and there were some to rewrite.
    expect(html).not.toContain('rel="modulepreload"');
    for (const file of ["entry.client", "framework", "root", "shell", "page"])
      expect(html).toContain(`<link rel="x-modulepreload" href="/assets/${file}.js" nonce="${NONCE}"/>`);
    // React Router's one module script: the regex found it, so its body is the loader carrying the
    // original module, which imports the manifest and the routes and then the entry.
    const modules = scripts(html).filter((s) => s.attributes.includes('type="module"'));
    expect(modules).toHaveLength(1);
    const [module] = modules;
    expect(module?.attributes).toBe(` nonce="${NONCE}" type="module" async=""`);
    expect(module?.body).toMatch(/^\(function \(code, inert\)/);
    expect(module?.body).toContain("first-contentful-paint");
    expect(module?.body).not.toMatch(/^import /m);
    const original = JSON.parse(/\}\)\(("(?:[^"\\]|\\.)*")/.exec(module?.body ?? "")?.[1] ?? '""') as string;
    expect(original).toContain('import("/assets/entry.client.js")');
    expect(original).toContain("/assets/page.js");
    // Every other inline script is React Router's own, each with the nonce.
    expect(scripts(html).every((s) => s.attributes.includes(` nonce="${NONCE}"`))).toBe(true);
  });

  it("writes an island in place, with no hidden segment for a script to reveal", async () => {
    const html = await (await renderPage()).text();
    expect(html).toContain('<!--$--><footer class="site-footer">Footer in place</footer><!--/$-->');
    expect(html).not.toMatch(/\$RC|\$RS|<template|hidden id="S:/);
  });

  it("escapes loader data in text, attributes and React Router's inline context", async () => {
    const html = await (await renderPage()).text();
    expect(html).toContain("<p>a &quot;quoted&quot; nonce=&quot;x&quot; &lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp; ünïcode</p>");
    expect(html).not.toContain("</script><b>bold</b>");
  });
});

describe("React Router's data URLs (app/lib/page-path.ts)", () => {
  // The same build with a second page, at /about, whose loader says where it is.
  const withAbout: ServerBuild = {
    ...build,
    routes: {
      ...build.routes,
      "routes/about": {
        id: "routes/about",
        parentId: "root",
        path: "about",
        module: { default: Page, loader: () => ({ text: "about-page" }) },
      },
    },
    assets: {
      ...build.assets,
      routes: {
        ...build.assets.routes,
        "routes/about": { ...entryRoute("routes/about", "/assets/about.js", [], true), parentId: "root", path: "about" },
      },
    },
  };
  const handle = (path: string) => {
    const context = new RouterContextProvider();
    context.set(requestContext, { nonce: NONCE, ctx: createExecutionContext() });
    return createRequestHandler(withAbout, "production")(new Request(`http://localhost:8787${path}`), context);
  };

  it.each([
    ["/", "/_.data", "ünïcode"],
    ["/about", "/about.data", "about-page"],
    ["/about/", "/about/_.data", "about-page"],
  ])("answers %s's data at %s, and maps it back to the page", async (page, data, text) => {
    expect(dataPathname(page)).toBe(data);
    const response = await handle(data);
    expect(response.headers.get("Content-Type")).toContain("text/x-script");
    const body = await response.text();
    expect(body).toContain(text);
    expect(pagePathname(data)).toBe(page);
    expect(pagePath(`http://localhost:8787${data}?_routes=root&index&q=1`)).toBe(`${page}?q=1`);
  });

  it("leaves a path that is not a data request as it is", () => {
    expect(pagePathname("/find-doctors")).toBe("/find-doctors");
    expect(pagePath("http://localhost:8787/find-doctors?q=botox")).toBe("/find-doctors?q=botox");
  });
});

describe("the edge cache's fresh nonce on a cached page", () => {
  it("replaces every nonce React and React Router wrote, and only those", async () => {
    const cached = await (await renderPage()).text();
    const written = cached.split(` nonce="${NONCE}"`).length - 1;
    expect(written).toBeGreaterThanOrEqual(8);
    const served = withFreshNonce(cached, "Fresh_Nonce-2");
    expect(served).not.toContain(NONCE);
    expect(served.split(` nonce="Fresh_Nonce-2"`).length - 1).toBe(written);
    // The loader's own `nonce="x"` text stayed text: React escaped its quotes.
    expect(served).toContain("nonce=&quot;x&quot;");
    expect(served.replaceAll("Fresh_Nonce-2", NONCE)).toBe(cached);
  });
});

describe("the Node build of React's renderer in workerd", () => {
  const Lazy = lazy(async () => ({ default: () => h("aside", { "aria-label": "lazy" }, "lazy part") }));
  const tree = () =>
    h(
      "div",
      { id: "root", className: "a b", "data-x": TRICKY, style: { marginTop: 4 } },
      Array.from({ length: 50 }, (_, i) => h("a", { key: i, href: `/provider/${i}`, title: `Provider ${i} “${TRICKY}”` }, `Provider ${i}`)),
      h(Suspense, { fallback: h("p", null, "loading") }, h(Lazy)),
      h("script", { nonce: NONCE, dangerouslySetInnerHTML: { __html: "window.x = 1;" } }),
    );

  async function html(render: typeof renderNode) {
    const stream = await render(tree(), { nonce: NONCE, progressiveChunkSize: Number.POSITIVE_INFINITY });
    await stream.allReady;
    return new Response(stream).text();
  }

  it("writes exactly the HTML the edge build writes", async () => {
    const node = await html(renderNode);
    expect(node).toContain('<aside aria-label="lazy">lazy part</aside>');
    expect(node).toBe(await html(renderEdge));
  });
});
