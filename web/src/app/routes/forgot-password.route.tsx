import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function ForgotPasswordRoute() {
  return (
    <ScreenPlaceholder
      title="Reset your password"
      summary="Get a link to choose a new password, sent to the email address on your account."
      plans={[
        'Enter your username or email address to receive a single-use reset link that expires.',
        'Choose a new password that meets the same rules as at signup.',
        'Your two-factor authentication stays on: you still confirm your next sign-in with a code.',
      ]}
      links={[{ to: '/login', label: 'Back to sign in' }]}
    />
  );
}
