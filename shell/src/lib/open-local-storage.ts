/**
 * A signed-in page reads localStorage as it starts (the profile photo, the remembered screens).
 * The first access waits for the browser to open the origin's storage, a sync call of 1-3 ms
 * unthrottled that once took 58 ms on a busy machine: made here, in a task of its own, so that
 * wait lengthens none of the app's tasks (issue 41).
 */
export function openLocalStorage(): void {
  try {
    void localStorage.length;
  } catch {
    // Storage turned off: each reader handles that itself.
  }
}
