import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function SignupRoute() {
  return (
    <ScreenPlaceholder
      title="Create your account"
      summary="Open an IssuerWire account protected by a strong password and two-factor authentication."
      plans={[
        'Account information: username and email address.',
        'Password security: a strength meter and a five-point checklist (length, upper case, lower case, number, special character).',
        'Company information: company name, ticker symbol and contact name.',
        'Two-factor setup: install an authenticator app, scan a QR code, confirm a code and download your backup codes.',
      ]}
      links={[
        { to: '/login', label: 'Already have an account? Sign in' },
        { to: '/register', label: 'Verify your company as an issuer' },
      ]}
    />
  );
}
