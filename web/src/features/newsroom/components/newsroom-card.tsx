import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import type { NewsroomQuery } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { userErrorField } from '../../../lib/user-errors';
import { useNewsroom, useUpdateNewsroom } from '../api/newsroom';
import { SubscribersSection } from './subscribers-section';

type Newsroom = NewsroomQuery['newsroom'];
type Field = 'slug' | 'title' | 'logoUrl';

/** Settings → Newsroom: the owner sets the address, title and logo; everyone else sees them and the feeds. */
export function NewsroomCard() {
  const { data } = useNewsroom();
  if (!data) return null;
  return <NewsroomForm newsroom={data.newsroom} />;
}

function NewsroomForm({ newsroom }: { newsroom: Newsroom }) {
  const [values, setValues] = useState<Record<Field, string>>({
    slug: newsroom.slug,
    title: newsroom.title,
    logoUrl: newsroom.logoUrl ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useUpdateNewsroom();
  const { toast } = useToast();
  const canChange = newsroom.canChange;

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: Boolean(errors[name]),
    disabled: !canChange || loading,
    slotProps: { input: { readOnly: !canChange } },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    try {
      const { data } = await save({ variables: { input: values } });
      const refused = data?.updateNewsroom.userErrors ?? [];
      if (refused.length > 0) {
        setErrors(Object.fromEntries(refused.map((e) => [userErrorField(e.path), e.message])));
        return;
      }
      toast({ title: 'Newsroom saved', description: 'Its address and feeds are shown below.' });
    } catch (error) {
      const read = readApiError(error);
      // The slug's own codes (taken, invalid) belong beside the field.
      if (read.code === 'newsroom_slug_taken' || read.code === 'newsroom_slug_invalid')
        setErrors({ slug: read.message ?? 'Choose another address.' });
      else setProblem(problemMessage(read, 'The newsroom could not be saved.'));
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h3" gutterBottom>
          Public newsroom
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your public investor newsroom lists each release published to it, newest first, from its release time (and never before the
          newswire has it out). Readers follow it through the feeds below.
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Newsroom">
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Address" {...field('slug')} helperText={errors.slug ?? `/newsroom/${values.slug || '…'}`} />
            <TextField label="Title" {...field('title')} helperText={errors.title ?? ' '} />
          </Box>
          <TextField
            label="Logo URL"
            fullWidth
            placeholder="https://"
            {...field('logoUrl')}
            helperText={errors.logoUrl ?? 'An https:// image, shown at the top of the newsroom'}
          />
          <Stack component="ul" aria-label="Newsroom links" sx={{ listStyle: 'none', p: 0, my: 2, gap: 0.5 }}>
            <li>
              <Link href={newsroom.url} target="_blank" rel="noopener">
                Open the newsroom
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {newsroom.url}
              </Typography>
            </li>
            <li>
              Feeds: <Link href={newsroom.feeds.rss}>RSS</Link> · <Link href={newsroom.feeds.atom}>Atom</Link> ·{' '}
              <Link href={newsroom.feeds.json}>JSON Feed</Link>
            </li>
          </Stack>
          {problem ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {problem}
            </Alert>
          ) : null}
          {canChange ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" disabled={loading}>
                {loading ? 'Saving...' : 'Save newsroom'}
              </Button>
            </Stack>
          ) : (
            <Alert severity="info">The owner changes the newsroom; you see its address and feeds.</Alert>
          )}
        </Box>
        {canChange ? <SubscribersSection /> : null}
      </CardContent>
    </Card>
  );
}
