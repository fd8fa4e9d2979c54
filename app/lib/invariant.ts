/** Assertions for values the code guarantees. No imports: the Node seed scripts use this file too. */

/** For values the code guarantees (an index inside bounds, a row just inserted): a failure is a bug, not bad input. */
export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${message}`);
}

/** The element at `index`, which the caller knows is inside the array. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  invariant(item !== undefined || index in items, `index ${index} of ${items.length}`);
  return item as T;
}

/** The item at `index` counted round a non-empty list, so any integer (also negative) picks one. */
export function cyclic<List extends readonly [unknown, ...unknown[]]>(items: List, index: number): List[number] {
  return at<List[number]>(items, ((index % items.length) + items.length) % items.length);
}
