import { articlePlainText } from '@api-schemas/articles/articles.markdown';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { MarkdownText } from '../../../components/markdown-text';
import { useToast } from '../../../components/toast';
import type { GenerateContentMutation, ListingComplianceLevel } from '../../../gql/graphql';
import { writtenBy } from '../../../lib/format';
import { downloadFile } from '../../../lib/download';

export type GeneratedContent = NonNullable<GenerateContentMutation['generateContent']['generatedContent']>;

/** What Analyze Compliance asks for; `run` changes on every click so the same text can be re-analysed. */
export interface AnalysisRequest {
  ticker: string;
  content: string;
  run: number;
}

export const RESULT_TABS = ['Content', 'Compliance', 'Analysis'] as const;
export type ResultTab = (typeof RESULT_TABS)[number];

export interface GeneratedResultProps {
  result: GeneratedContent;
  ticker: string;
  tab: ResultTab;
  onTabChange: (tab: ResultTab) => void;
  analysis: AnalysisRequest | null;
  onAnalyze: () => void;
  /** The compliance analysis panel (score bar, issues, recommendations, highlights), supplied by the route. */
  renderAnalysis: (request: AnalysisRequest) => ReactNode;
  /** The listing's compliance level badge, supplied by the route. */
  renderLevel: (level: ListingComplianceLevel) => ReactNode;
}

/** The release as plain text (what Copy and Download give): the .txt export's reading of the title and content. */
export function exportText(result: Pick<GeneratedContent, 'title' | 'content'>): string {
  return articlePlainText(result.title, result.content);
}

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
      {items.map((item) => (
        <Typography component="li" variant="body2" key={item}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** A generated press release: Content, Compliance and Analysis tabs, with Copy, Download and Analyze Compliance. */
export function GeneratedResult(props: GeneratedResultProps) {
  const { result, ticker, tab, onTabChange, analysis, onAnalyze, renderAnalysis, renderLevel } = props;
  const { toast } = useToast();
  const id = useId();
  const index = RESULT_TABS.indexOf(tab);

  async function copy() {
    try {
      await navigator.clipboard.writeText(exportText(result));
      toast({ title: 'Copied!', description: 'Press release content copied to clipboard.' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow clipboard access. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  }

  return (
    <Paper component="section" aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ mb: 1 }}>
        {result.title}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center', mb: 2 }}>
        {renderLevel(result.complianceLevel)}
        <Chip size="small" label={result.exchange} />
        <Chip size="small" label={result.jurisdiction} />
        <Typography variant="caption" color="text.secondary">
          Generated {new Date(result.timestamp).toLocaleString()}
          {writtenBy(result.model) ? ` by ${writtenBy(result.model)}` : ''}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          Copy
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => downloadFile(`${ticker}.txt`, exportText(result))}>
          Download
        </Button>
        <Button variant="contained" startIcon={<FactCheckIcon />} onClick={onAnalyze}>
          Analyze Compliance
        </Button>
      </Stack>
      <Tabs
        value={index}
        onChange={(_, next: number) => onTabChange(RESULT_TABS[next])}
        aria-label="Result sections"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {RESULT_TABS.map((label, i) => (
          <Tab
            key={label}
            label={label === 'Compliance' ? `Compliance (${result.warnings.length})` : label}
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel-${index}`} aria-labelledby={`${id}-tab-${index}`} sx={{ pt: 3 }}>
        {tab === 'Content' ? (
          <Box data-testid="generated-content" sx={{ overflowWrap: 'anywhere', lineHeight: 1.8 }}>
            <MarkdownText markdown={result.content} variant="body2" />
          </Box>
        ) : tab === 'Compliance' ? (
          <Stack spacing={3}>
            <Box component="section" aria-label="Warnings">
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                Warnings
              </Typography>
              <List items={result.warnings} empty="No compliance warnings." />
            </Box>
            <Box component="section" aria-label="Mandatory disclosures included">
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                Mandatory disclosures included
              </Typography>
              <List items={result.mandatoryDisclosures} empty="No disclosures were added." />
            </Box>
          </Stack>
        ) : analysis ? (
          <Box key={analysis.run}>{renderAnalysis(analysis)}</Box>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">
              Score this release against the {result.exchange} rules: critical issues, recommendations and the findings marked in the text.
            </Typography>
            <Button variant="outlined" onClick={onAnalyze}>
              Analyze Compliance
            </Button>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
