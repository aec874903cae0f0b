import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { renderMarkdown } from '@api-schemas/articles/articles.markdown';

/**
 * An article's Markdown exactly as the hosted page renders it (the same markdown-it reading, `html: false`:
 * the text is escaped and only http(s) and mailto links survive), styled for the app. `#` is an h3 here:
 * the dialog's title above it is the h2.
 */
export function MarkdownText({ markdown, variant = 'body1' }: { markdown: string; variant?: 'body1' | 'body2' }) {
  const html = useMemo(() => renderMarkdown(markdown, { headingBase: 3 }), [markdown]);
  return (
    <Box
      sx={(theme) => ({
        ...theme.typography[variant],
        '& > :first-child': { mt: 0 },
        '& h3, & h4': { ...theme.typography.h4, mt: 2.5, mb: 1, fontWeight: 700 },
        '& h5, & h6': { ...theme.typography.subtitle1, mt: 2.5, mb: 1, fontWeight: 700 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { mb: 0.5 },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 2 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, mx: 0, color: 'text.secondary' },
        '& a': { color: 'primary.main' },
      })}
      // Safe by construction: markdown-it with html: false escapes every piece of text (articles.markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
