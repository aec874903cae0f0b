import { useQuery } from '@apollo/client/react';
import { markdownToText } from '@api-schemas/articles/articles.markdown';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { readApiError } from '../../../lib/auth/api-error';
import { DemoProfileDocument } from '../api/demo-profile.query';
import { generatePressRelease, type PressReleaseAnswer, type PressReleaseRequest } from '../api/generate-press-release';
import { useAuthorizationTest } from '../hooks/use-authorization-test';
import { AuthorizationResultView } from './authorization-result';
import { enumLabel } from '../../../lib/format';

/** Spec section 9: the preview shows the first 1000 characters. */
export const PREVIEW_CHARS = 1000;

type Profile = NonNullable<ReturnType<typeof useDemoProfile>['profile']>;

function useDemoProfile() {
  const { data, error, loading } = useQuery(DemoProfileDocument);
  return { profile: data?.demoProfile ?? null, error, loading };
}

/** Spec: research options on (standard depth); a title from the company name's first word. */
export function demoPressReleaseRequest(profile: Pick<Profile, 'ticker' | 'companyName'>): PressReleaseRequest {
  const company = profile.companyName ?? profile.ticker ?? '';
  return {
    ticker: profile.ticker ?? '',
    companyName: company,
    title: `${company.split(/\s+/)[0] || company} Announces Quarterly Business Update`,
    keyMessages: ['Revenue grew compared with the same quarter last year', 'New customer contracts signed this quarter'],
    tone: 'neutral',
    includeCEOQuote: true,
    includeFinancials: false,
    customContext: '',
    enableResearch: true,
    researchDepth: 'standard',
  };
}

const PROFILE_ROWS: [keyof Profile, string][] = [
  ['username', 'Username'],
  ['email', 'Email'],
  ['companyName', 'Company'],
  ['ticker', 'Ticker'],
  ['exchange', 'Exchange'],
  ['sector', 'Sector'],
  ['contactName', 'Contact'],
  ['website', 'Website'],
  ['jurisdiction', 'Jurisdiction'],
  ['id', 'User ID'],
];

function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <Card component="section" aria-labelledby="demo-profile-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography id="demo-profile-title" variant="h4" component="h2">
            {profile.companyName}
          </Typography>
          <Chip
            label={profile.verificationStatus === 'VERIFIED' ? 'Verified issuer' : profile.verificationStatus}
            color={profile.verificationStatus === 'VERIFIED' ? 'success' : 'default'}
            size="small"
          />
          <Chip label="Fictional sample account" size="small" color="warning" variant="outlined" />
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '140px 1fr' }, columnGap: 2, rowGap: 1 }}
        >
          {PROFILE_ROWS.map(([key, label]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }}>
                {profile[key] ?? 'N/A'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function PressReleasePreview({ answer }: { answer: PressReleaseAnswer }) {
  if (!answer.ok) {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>{answer.message}</AlertTitle>
        Code: {answer.code}
      </Alert>
    );
  }
  const { release } = answer;
  // The first characters of what a reader sees (no Markdown marks), as the .txt export gives it.
  const text = markdownToText(release.content);
  return (
    <Card variant="outlined" role="region" aria-label="Generated press release">
      <CardContent>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          {release.title}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Chip size="small" label={`Compliance level: ${enumLabel(release.complianceLevel)}`} />
          <Chip size="small" label={`Jurisdiction: ${release.jurisdiction}`} />
          <Chip size="small" label={`Exchange: ${release.exchange}`} />
          <Chip size="small" label={`Warnings: ${release.warnings.length}`} color={release.warnings.length ? 'warning' : 'default'} />
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
          {text.slice(0, PREVIEW_CHARS)}
          {text.length > PREVIEW_CHARS ? '…' : ''}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Generated {new Date(release.timestamp).toLocaleString()}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * Spec: User demo page. The sample verified issuer's real profile from the API, Test Ticker
 * Authorization for it, and Generate Press Release with research options.
 */
export function DemoIssuer() {
  const { profile, error, loading } = useDemoProfile();
  const test = useAuthorizationTest();
  const [generating, setGenerating] = useState(false);
  const [release, setRelease] = useState<PressReleaseAnswer | null>(null);

  if (loading && !profile) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the demo issuer" />
      </Stack>
    );
  }
  if (!profile) {
    const problem = readApiError(error);
    return (
      <Alert severity="error" role="alert">
        {problem.message ?? 'The demo issuer could not be loaded.'}
        {problem.code ? ` (${problem.code})` : ''}
      </Alert>
    );
  }

  async function onGenerate(current: Profile) {
    setGenerating(true);
    setRelease(await generatePressRelease(demoPressReleaseRequest(current)));
    setGenerating(false);
  }

  return (
    <Stack spacing={3}>
      <ProfileCard profile={profile} />
      <Card component="section" aria-labelledby="demo-actions-title">
        <CardContent>
          <Typography id="demo-actions-title" variant="h4" component="h2" sx={{ mb: 1 }}>
            Try it
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Both buttons call the real API. Testing authorization needs you signed in; generating a press release for {profile.ticker} needs
            the verified issuer of {profile.ticker} signed in, because only the verified issuer of a ticker may create content for it.
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            To look around a verified issuer’s workspace (campaigns, articles, orders and engagement of a fictional company) without an
            account, open the read-only demo:{' '}
            <Link component={RouterLink} to="/demo">
              View Demo Dashboard
            </Link>
            .
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
            <Button variant="outlined" onClick={() => void test.run(profile.id, profile.ticker ?? '')} disabled={test.loading}>
              {test.loading ? 'Testing…' : 'Test Ticker Authorization'}
            </Button>
            <Button variant="contained" onClick={() => void onGenerate(profile)} disabled={generating}>
              {generating ? 'Generating…' : 'Generate Press Release'}
            </Button>
          </Stack>
          <Stack spacing={2} aria-live="polite">
            <AuthorizationResultView state={test} />
            {release ? <PressReleasePreview answer={release} /> : null}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
