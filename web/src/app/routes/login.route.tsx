import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function LoginRoute() {
  return (
    <ScreenPlaceholder
      title="Sign in"
      summary="Sign in to IssuerWire with your username and password, then confirm it is you with a code from your authenticator app."
      plans={[
        'Username and password, with a button to show or hide the password.',
        'A second step asking for the 6-digit code from your authenticator app, with a way back to the first step.',
        'After repeated failed attempts the account is locked for a while; the screen says how many minutes remain.',
      ]}
      links={[
        { to: '/forgot-password', label: 'Forgot your password?' },
        { to: '/signup', label: 'Create secure account' },
      ]}
    />
  );
}
