import { ScreenPlaceholder } from '../../components/placeholder/screen-placeholder';

export function SettingsRoute() {
  return (
    <ScreenPlaceholder
      title="Settings"
      summary="Your account, security, plan and connections."
      plans={[
        'Profile and company details from your verification.',
        'Password, two-factor authentication and backup codes.',
        'Your plan, and upgrading to Pro for unlimited campaigns and advanced analytics.',
        'Connections to publishing platforms and newswire providers.',
      ]}
    />
  );
}
