/**
 * The seeded sample accounts (spec: User demo page, Ticker authorization presets). They belong to
 * the fictional company on the reserved DEMO ticker, never to a real issuer.
 */
export const DEMO_TICKER = 'DEMO';
/** "Valid issuer with another ticker": the demo issuer asking about a real company's ticker. */
export const DEMO_OTHER_TICKER = 'AAPL';
export const DEMO_ISSUER_USERNAME = 'demo_issuer';
export const DEMO_UNVERIFIED_USERNAME = 'demo_unverified';
export const DEMO_USERNAMES = [DEMO_ISSUER_USERNAME, DEMO_UNVERIFIED_USERNAME] as const;
/** The demo issuer's sign-in password; documented in the README, never shown by the web app. */
export const DEMO_ISSUER_PASSWORD = 'DemoIssuer-2026!';
export const DEMO_EMAIL_DOMAIN = 'demo.issuerwire.example';
/**
 * "Non-existent user": a reserved id no account is ever given (ids are random v4 uuids), so the
 * preset can be tested by anyone without the tester answering about unknown ids in general.
 */
export const DEMO_ABSENT_USER_ID = '00000000-0000-4000-8000-000000000000';
/**
 * The public demo workspace's user (`POST /api/demo/session`): its own organization on the DEMO listing,
 * apart from the developer accounts above, so what developers do as demo_issuer never shows to visitors.
 * It has no password that can sign in; visitors get a short read-only session instead.
 */
export const DEMO_WORKSPACE_USERNAME = 'demo_workspace';
/** A stored "hash" no password ever matches (argon2 refuses it): the workspace user never signs in by password. */
export const NO_PASSWORD_HASH = '!no-password: the public demo workspace is opened with POST /api/demo/session';
/** How long a visitor's demo session lasts at most. */
export const DEMO_SESSION_MS = 60 * 60_000;

/**
 * The demo company's name as its people write it in forms and drafts: the listing's note "(fictional)" is left
 * to the listing (market data) and to the demo banner, which is where a screen says it is a demo.
 */
export function demoCompanyName(listed: string): string {
  return listed.replace(/\s*\(fictional\)$/, '');
}
