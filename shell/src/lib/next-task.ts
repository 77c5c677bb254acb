/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: the
 * browser may paint and take input in between. No React here: the entry chunk uses it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
