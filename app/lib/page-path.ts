/**
 * React Router's data URLs, written once. A client-side navigation asks for a page's data at
 * `/a.data` (and `/_.data`, `/a/_.data` for paths that end in "/"), with `_routes` and `index` in
 * the query; the server maps them back as its own `getNormalizedPath` does. React Router exports
 * neither function: test/integration/framework-output.test.ts holds these against its request handler.
 */

/** The URL path of a page's data request. */
export function dataPathname(pathname: string): string {
  return pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
}

/** The page a data request is for (any other path is returned as it is). */
export function pagePathname(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "");
}

/**
 * The page a request is for, as a same-site path with its query: without React Router's `.data`
 * suffix (a client-side navigation's data request) and its routing parameters (`_routes`, `index`).
 */
export function pagePath(url: URL | string): string {
  const page = new URL(url);
  page.searchParams.delete("_routes");
  page.searchParams.delete("index");
  const search = page.searchParams.toString();
  return search ? `${pagePathname(page.pathname)}?${search}` : pagePathname(page.pathname);
}
