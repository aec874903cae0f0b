import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { MarkdownText } from '../../../components/markdown-text';
import type { LiveText } from '../hooks/use-article-preview';
import { streamedWordCount } from '../lib/generation-stream';

/** Words an article aims for (the landing page's 800–1200): the bar's scale while the text arrives. */
const TARGET_WORDS = 1000;

/** The text of a running generation as it arrives, with how far it has got. */
export function LiveTextView({ live, onBack }: { live: LiveText; onBack?: () => void }) {
  const words = streamedWordCount(live.text);
  const scroller = useRef<HTMLDivElement>(null);
  const writing = !live.error;

  useEffect(() => {
    // Follow the newest text, as a reader of a live feed expects.
    const element = scroller.current;
    if (element && typeof element.scrollTo === 'function') element.scrollTo({ top: element.scrollHeight });
  }, [live.text]);

  const status = live.error
    ? 'Stopped'
    : !live.text
      ? live.kind === 'regenerate'
        ? 'Starting a new version…'
        : 'Starting the generation…'
      : `Writing… ${words} ${words === 1 ? 'word' : 'words'} so far`;

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {status}
        </Typography>
        {writing ? (
          <LinearProgress
            aria-label="Generation progress"
            variant={live.text ? 'determinate' : 'indeterminate'}
            value={Math.min(95, (words / TARGET_WORDS) * 100)}
          />
        ) : null}
      </Box>
      {live.error ? (
        <Alert
          severity="error"
          action={
            onBack ? (
              <Button color="inherit" size="small" onClick={onBack}>
                Back
              </Button>
            ) : undefined
          }
        >
          {live.error}
        </Alert>
      ) : null}
      <Box
        ref={scroller}
        role="region"
        aria-label="Article being written"
        aria-busy={writing}
        data-words={words}
        sx={{
          maxHeight: '55vh',
          overflowY: 'auto',
          p: 2,
          borderRadius: 2,
          bgcolor: 'grey.50',
          border: 1,
          borderColor: 'divider',
          minHeight: 160,
        }}
      >
        {/* Rendered as it will read: the same Markdown reading as the finished article (a half-written mark shows as text until it closes). */}
        <MarkdownText markdown={live.text} variant="body2" />
      </Box>
    </Stack>
  );
}
