/** The DOM lib's CacheStorage type (also loaded for the browser code) hides Workers' `default`. */
export function defaultCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}
