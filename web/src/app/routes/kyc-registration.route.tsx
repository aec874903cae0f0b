import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

/** Served at both /kyc-registration and /register. */
export function KycRegistrationRoute() {
  return (
    <ScreenPlaceholder
      title="Issuer verification"
      summary="Only verified issuers can create content on IssuerWire. Register your company here; verification usually takes 24–48 hours."
      plans={[
        'Search your ticker: company name, exchange and sector are filled in from the listing and cannot be edited.',
        'Give your jurisdiction, a contact person, an official email at your corporate domain and your website.',
        'Watch the automated checks against regulatory databases run, each marked pending, checking, passed or failed.',
        'Confirm your official email with the 6-digit code we send, and your account is approved.',
      ]}
      links={[
        { to: '/login', label: 'Already verified? Sign in' },
        { to: '/ticker-authorization', label: 'How ticker authorization works' },
      ]}
    />
  );
}
