/**
 * The page a request is for, as a same-site path: without React Router's `.data` suffix (a
 * client-side navigation's data request) and its routing parameters (`_routes`, `index`).
 */
export function pagePath(url: URL | string): string {
  const page = new URL(url);
  const path = page.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  page.searchParams.delete("_routes");
  page.searchParams.delete("index");
  const search = page.searchParams.toString();
  return search ? `${path}?${search}` : path;
}
