import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChangePasswordCard } from '../../features/auth/components/change-password-card';
import { SessionsCard } from '../../features/auth/components/sessions-card';
import { TwoFactorCard } from '../../features/auth/components/two-factor-card';
import { PlatformConnections } from '../../features/publishing';
import { TeamSection } from '../../features/team';
import { CompanyProfileCard } from '../../features/company-profile';
import { NewsroomCard } from '../../features/newsroom';
import { PartnerApiSection } from '../../features/partner-api';
import { useViewer } from '../../lib/auth/viewer';

export function SettingsRoute() {
  const viewer = useViewer();
  // A reviewer, or a member of a company with a team, without a second factor is sent here first (RequireViewer): the 2FA card leads.
  const mustEnrol = !viewer.twoFactorEnabled && (viewer.role === 'ADMIN' || viewer.twoFactorRequired);
  return (
    <Box sx={{ maxWidth: 960 }}>
      <title>Settings · IssuerWire</title>
      <Typography variant="h2" component="h1">
        Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Signed in as {viewer.username} · {viewer.email}
        {viewer.companyName ? ` · ${viewer.companyName}` : ''}
      </Typography>

      <Stack component="section" aria-labelledby="account-security-title" spacing={3} sx={{ mb: 5 }}>
        <Typography id="account-security-title" variant="h3" component="h2">
          Account security
        </Typography>
        {mustEnrol ? (
          <>
            <Alert severity="warning" role="alert">
              {viewer.role === 'ADMIN'
                ? 'Reviewers must turn on two-factor authentication before anything else: KYC reviews stay closed to this account until you do.'
                : "Your company has a team on IssuerWire, so every member signs in with two-factor authentication: turn it on here before anything else. The company's campaigns and articles stay closed until you do."}
            </Alert>
            <TwoFactorCard viewer={viewer} />
            <ChangePasswordCard />
          </>
        ) : viewer.readOnly ? (
          // The public demo's user is shared by every visitor and signs in with no password: nothing to set here.
          <Alert severity="info">The demo workspace has no password or two-factor settings. Sign up to create your own workspace.</Alert>
        ) : (
          <>
            <ChangePasswordCard />
            <TwoFactorCard viewer={viewer} />
          </>
        )}
        <SessionsCard />
      </Stack>

      {viewer.role !== 'ADMIN' && !mustEnrol ? (
        <Stack component="section" aria-labelledby="company-profile-title" spacing={2} sx={{ mb: 5 }}>
          <Typography id="company-profile-title" variant="h3" component="h2">
            Company
          </Typography>
          <CompanyProfileCard canChange={viewer.memberRole !== 'VIEWER'} />
        </Stack>
      ) : null}

      {viewer.role !== 'ADMIN' && !mustEnrol ? (
        <Stack component="section" aria-labelledby="newsroom-title" spacing={2} sx={{ mb: 5 }}>
          <Typography id="newsroom-title" variant="h3" component="h2">
            Newsroom
          </Typography>
          <NewsroomCard />
        </Stack>
      ) : null}

      {viewer.role !== 'ADMIN' ? (
        <Stack component="section" aria-labelledby="team-title" spacing={2} sx={{ mb: 5 }}>
          <Typography id="team-title" variant="h3" component="h2">
            Team
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Everyone who works on {viewer.companyName ?? 'your company'}'s releases: owners manage the team, editors write, approvers
            approve, viewers read.
          </Typography>
          {mustEnrol ? null : <TeamSection viewer={viewer} />}
        </Stack>
      ) : null}

      {viewer.role !== 'ADMIN' && !mustEnrol && !viewer.readOnly ? (
        <Stack component="section" aria-labelledby="partner-api-title" spacing={2} sx={{ mb: 5 }}>
          <Typography id="partner-api-title" variant="h3" component="h2">
            Partner API
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Let an IR-website vendor, CRM or agency work with your releases over the GraphQL and REST API, and tell their systems when
            something happens.
          </Typography>
          <PartnerApiSection viewer={viewer} />
        </Stack>
      ) : null}

      <Stack component="section" aria-labelledby="connected-platforms-title" spacing={2}>
        <Typography id="connected-platforms-title" variant="h3" component="h2">
          Connected platforms
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Connect X, Medium and Substack to publish articles. Without an account a platform runs in sandbox: nothing is sent, and the
          article is on its hosted page only.
        </Typography>
        {viewer.memberRole === 'OWNER' ? null : (
          <Alert severity="info">Only an owner of the company connects or disconnects platforms; you see what is connected.</Alert>
        )}
        <PlatformConnections />
      </Stack>
    </Box>
  );
}
