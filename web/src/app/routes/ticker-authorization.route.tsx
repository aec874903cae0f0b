import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function TickerAuthorizationRoute() {
  return (
    <ScreenPlaceholder
      title="Ticker authorization"
      summary="A verified issuer may create content about exactly one ticker: its own. This screen explains how that is enforced and lets you test it."
      plans={[
        'The check, step by step: signed in, verification status is verified, requested ticker equals the authorized ticker.',
        'A tester with a user and a requested ticker that answers AUTHORIZED or DENIED, with the reason.',
        'Presets for the four cases: own ticker, another ticker, unknown user and unverified user.',
      ]}
      links={[{ to: '/register', label: 'Verify your company' }]}
    />
  );
}
