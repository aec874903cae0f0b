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
