import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast';
import type { ListingComplianceLevel } from '../../../gql/graphql';
import { readApiError, type ApiProblem } from '../../../lib/auth/api-error';
import { useViewerQuery } from '../../../lib/auth/viewer';
import { useGenerateContent } from '../api/generate-content.mutation';
import { useSuggestedTitle } from '../api/suggested-title.query';
import { DEFAULT_PARAMS, toGenerateInput, type GeneratorParams } from '../lib/params';
import type { SampleCompany } from '../lib/samples';
import { GeneratedResult, type AnalysisRequest, type GeneratedContent, type ResultTab } from './generated-result';
import { GeneratorForm } from './generator-form';

export interface ContentGeneratorProps {
  renderAnalysis: (request: AnalysisRequest) => ReactNode;
  renderLevel: (level: ListingComplianceLevel) => ReactNode;
}

// Where a refused generation can be fixed.
const FIXES: Record<string, { to: string; label: string }> = {
  unauthenticated: { to: '/login', label: 'Sign in' },
  issuer_not_verified: { to: '/kyc-registration', label: 'Verify your company' },
};

function RefusedAlert({ error }: { error: ApiProblem }) {
  const fix = error.code ? FIXES[error.code] : undefined;
  return (
    <Alert
      severity="error"
      action={
        fix ? (
          <Button component={RouterLink} to={fix.to} color="inherit" size="small">
            {fix.label}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>Content was not generated{error.code ? ` (${error.code})` : ''}</AlertTitle>
      {error.message}
    </Alert>
  );
}

/** The /content-generator screen: parameters on the left, the generated release and its checks on the right. */
export function ContentGenerator({ renderAnalysis, renderLevel }: ContentGeneratorProps) {
  const [params, setParams] = useState<GeneratorParams>(DEFAULT_PARAMS);
  const [generated, setGenerated] = useState<{ result: GeneratedContent; ticker: string } | null>(null);
  const [refused, setRefused] = useState<ApiProblem | null>(null);
  const [tab, setTab] = useState<ResultTab>('Content');
  const [analysis, setAnalysis] = useState<AnalysisRequest | null>(null);
  const [generate, { loading }] = useGenerateContent();
  const { toast } = useToast();
  const me = useViewerQuery().viewer;
  const ownCompany = me?.ticker && me.companyName ? { ticker: me.ticker, companyName: me.companyName } : null;
  // After a company button, the title is the composer's headline for the key messages, until the issuer types its own.
  const [titleSuggested, setTitleSuggested] = useState(false);
  const suggested = useSuggestedTitle(params.companyName, params.keyMessages, titleSuggested).data?.suggestedTitle;
  useEffect(() => {
    if (titleSuggested && suggested) setParams((current) => (current.title === suggested ? current : { ...current, title: suggested }));
  }, [titleSuggested, suggested]);

  function onChange(next: GeneratorParams) {
    if (next.title !== params.title) setTitleSuggested(false);
    setParams(next);
  }

  function onFillCompany(company: Pick<SampleCompany, 'ticker' | 'companyName'>) {
    setParams({ ...params, ticker: company.ticker, companyName: company.companyName, title: '' });
    setTitleSuggested(true);
  }

  async function onGenerate() {
    const input = toGenerateInput(params);
    setRefused(null);
    try {
      const { data } = await generate({ variables: { input } });
      const result = data?.generateContent.generatedContent;
      if (!result) throw new Error('No answer');
      setGenerated({ result, ticker: input.ticker });
      setTab('Content');
      setAnalysis(null);
    } catch (error) {
      const problem = readApiError(error);
      if (problem.message) setRefused(problem);
      else toast({ title: 'Failed to generate content', variant: 'destructive' });
    }
  }

  function onAnalyze() {
    if (!generated) return;
    setAnalysis((previous) => ({ ticker: generated.ticker, content: generated.result.content, run: (previous?.run ?? 0) + 1 }));
    setTab('Analysis');
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Paper component="section" aria-labelledby="generator-parameters-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="generator-parameters-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
          Parameters
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {!me
            ? 'Generating needs a signed-in, verified issuer, and only for its own ticker.'
            : me.verificationStatus === 'VERIFIED' && me.ticker
              ? `Signed in as ${me.username}, verified issuer of ${me.ticker}: you can generate content for ${me.ticker}.`
              : `Signed in as ${me.username}: generating opens once your company is verified.`}
        </Typography>
        <GeneratorForm
          params={params}
          onChange={onChange}
          onFillCompany={onFillCompany}
          onGenerate={onGenerate}
          generating={loading}
          ownCompany={ownCompany}
        />
      </Paper>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {refused ? <RefusedAlert error={refused} /> : null}
        {generated ? (
          <GeneratedResult
            result={generated.result}
            ticker={generated.ticker}
            tab={tab}
            onTabChange={setTab}
            analysis={analysis}
            onAnalyze={onAnalyze}
            renderAnalysis={renderAnalysis}
            renderLevel={renderLevel}
          />
        ) : (
          <Paper variant="outlined" sx={{ p: 3, borderStyle: 'dashed' }}>
            <Typography variant="body2" color="text.secondary">
              The generated press release appears here, with the disclosures it carries, its compliance warnings and an analysis of its
              text.
            </Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
