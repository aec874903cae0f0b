/**
 * A full page load: after signing in or out the app starts fresh, so no screen keeps data cached
 * for a different user. One function so tests can replace it.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
