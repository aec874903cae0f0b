import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useToast } from '../../../components/toast';
import { useAnalyzeContent } from '../api/analyze-content.query';
import { HighlightedText } from './highlighted-text';

export interface ContentAnalysisProps {
  ticker: string;
  /** Sent trimmed; the highlights refer to the trimmed text. */
  content: string;
}

function scoreColor(score: number): 'success' | 'warning' | 'error' {
  if (score >= 80) return 'success';
  if (score >= 50) return 'warning';
  return 'error';
}

function Listing({ title, items, empty }: { title: string; items: readonly string[]; empty: string }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {items.map((item) => (
            <Typography component="li" variant="body2" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Compliance score bar, critical issues, recommendations and the text with its findings marked. */
export function ContentAnalysis({ ticker, content }: ContentAnalysisProps) {
  const text = content.trim();
  const { data, loading, error } = useAnalyzeContent(ticker, text);
  const { toast } = useToast();

  useEffect(() => {
    if (error) toast({ title: 'Failed to analyze content', variant: 'destructive' });
  }, [error, toast]);

  if (loading) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={20} />
        <Typography variant="body2">Analyzing compliance...</Typography>
      </Stack>
    );
  }
  if (error || !data) {
    return <Alert severity="error">The analysis could not be completed. Try Analyze Compliance again.</Alert>;
  }
  const analysis = data.analyzeContent;
  const score = Math.round(analysis.complianceScore);
  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} id="compliance-score-label">
            Compliance score
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {score}/100
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={score}
          color={scoreColor(score)}
          aria-labelledby="compliance-score-label"
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Listing title="Critical issues" items={analysis.criticalIssues} empty="No critical issues." />
      <Listing title="Recommendations" items={analysis.recommendations} empty="No recommendations." />
      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          Findings in the text
        </Typography>
        <HighlightedText text={text} findings={analysis.findings} label="Analyzed text with findings highlighted" />
      </Box>
    </Stack>
  );
}
