/**
 * Runs `work` on every item, at most `limit` at a time (the security suite's request-only cells:
 * a few in flight keep the app busy while the runner waits on each answer).
 */
export async function concurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
