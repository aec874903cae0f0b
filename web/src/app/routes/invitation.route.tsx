import { useParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { InvitationScreen } from '../../features/team';

export function InvitationRoute() {
  const { token = '' } = useParams();
  return (
    <AuthCard title="You are invited" subtitle="Join your company's team on IssuerWire.">
      <title>Invitation · IssuerWire</title>
      <InvitationScreen token={token} />
    </AuthCard>
  );
}
