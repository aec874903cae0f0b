import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { inlineRuns, markdownBlocks } from '../lib/markdown-blocks';

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineRuns(text).map((run, index) =>
        run.strong ? <strong key={index}>{run.text}</strong> : <Fragment key={index}>{run.text}</Fragment>,
      )}
    </>
  );
}

/** An article's Markdown as headings, lists and paragraphs (text only: nothing is parsed as HTML). */
export function MarkdownText({ markdown, variant = 'body1' }: { markdown: string; variant?: 'body1' | 'body2' }) {
  return (
    <Box sx={{ '& > :first-of-type': { mt: 0 } }}>
      {markdownBlocks(markdown).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography
                key={index}
                variant={block.level <= 2 ? 'h4' : 'subtitle1'}
                component={`h${Math.min(block.level + 2, 6)}` as 'h3'}
                sx={{ mt: 2.5, mb: 1, fontWeight: 700 }}
              >
                <Inline text={block.text} />
              </Typography>
            );
          case 'list':
            return (
              <Box key={index} component="ul" sx={{ pl: 3, my: 1.5 }}>
                {block.items.map((item, i) => (
                  <Typography key={i} component="li" variant={variant} sx={{ mb: 0.5 }}>
                    <Inline text={item} />
                  </Typography>
                ))}
              </Box>
            );
          case 'rule':
            return <Divider key={index} sx={{ my: 2 }} />;
          default:
            return (
              <Typography key={index} variant={variant} sx={{ my: 1.5, whiteSpace: 'pre-wrap' }}>
                <Inline text={block.text} />
              </Typography>
            );
        }
      })}
    </Box>
  );
}
