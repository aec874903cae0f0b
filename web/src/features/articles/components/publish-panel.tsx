import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import type { PublicationStatus, PublishArticleMutation } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { BlockedFindings } from '../../../components/compliance/blocked-findings';
import { blockedFindingsOf, type BlockedFinding } from '../../../lib/blocked-findings';
import { formatWhen, localInputToIso, toDateTimeLocal } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { usePublishArticle } from '../api/publish-article.mutation';
import { usePublishPlatforms } from '../api/publish-platforms.query';
import { ReleaseTiming } from './release-timing';
import {
  DEFAULT_PLATFORM_CHOICE,
  NEWSROOM,
  PLATFORM_CHOICES,
  platformIds,
  publishActionLabel,
  type PlatformChoice,
} from '../lib/platforms';

type PublishAnswer = NonNullable<PublishArticleMutation['publishArticle']['publishResult']>;
type PublishedItem = PublishAnswer['publications'][number];

const STATUS_LABEL: Record<PublicationStatus, string> = {
  PUBLISHED: 'Published',
  SCHEDULED: 'Scheduled',
  PUBLISHING: 'Publishing',
  PENDING: 'Waiting for you',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};
const STATUS_COLOR: Record<PublicationStatus, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  PUBLISHED: 'success',
  SCHEDULED: 'warning',
  PUBLISHING: 'info',
  PENDING: 'info',
  FAILED: 'error',
  CANCELLED: 'default',
};

export interface PublishPanelProps {
  articleId: string;
  /** Editing or generating: the text on screen is not the one that would be published. */
  disabled?: boolean;
  /** Shows the article's Compliance tab (from the blocked-findings view). */
  onOpenCompliance?: () => void;
}

/**
 * The spec's platform selector, Schedule for later and the main button (Publish Now / Schedule), calling
 * publishArticle with one idempotency key per intent, then each platform's outcome.
 */
export function PublishPanel({ articleId, disabled = false, onOpenCompliance }: PublishPanelProps) {
  const { toast } = useToast();
  const [choice, setChoice] = useState<PlatformChoice>(DEFAULT_PLATFORM_CHOICE);
  // The newsroom is a channel of every release unless the issuer unticks it.
  const [toNewsroom, setToNewsroom] = useState(true);
  const [scheduleLater, setScheduleLater] = useState(false);
  const [when, setWhen] = useState('');
  const [whenError, setWhenError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<BlockedFinding[] | null>(null);
  const [answer, setAnswer] = useState<PublishAnswer | null>(null);
  const [publish, { loading }] = usePublishArticle();
  const { data: platformData } = usePublishPlatforms();
  const idempotency = useIdempotencyKey();
  // A second click before React re-renders the disabled button must not start a second call.
  const inFlight = useRef(false);

  const chosen = platformIds(choice);
  const sandboxed = (platformData?.platforms.nodes ?? []).filter((p) => p.sandbox && chosen.includes(p.id));
  const action = publishActionLabel(scheduleLater);

  function reset() {
    setError(null);
    setWhenError(null);
    setBlocked(null);
    setAnswer(null);
  }

  async function submit() {
    if (inFlight.current) return;
    reset();
    let scheduledFor: string | null = null;
    if (scheduleLater) {
      scheduledFor = localInputToIso(when);
      if (!scheduledFor) {
        setWhenError('Choose the date and time to publish');
        return;
      }
    }
    const variables = { articleId, platforms: toNewsroom ? [...chosen, NEWSROOM] : chosen, scheduledFor };
    const idempotencyKey = idempotency.keyFor(JSON.stringify(variables));
    inFlight.current = true;
    try {
      const { data } = await publish({ variables: { ...variables, idempotencyKey } });
      const result = data?.publishArticle.publishResult;
      if (!result) return;
      idempotency.succeeded();
      setAnswer(result);
      toast(outcomeToast(result));
    } catch (failure) {
      const findings = blockedFindingsOf(failure);
      if (findings) {
        setBlocked(findings);
        return;
      }
      const problem = readApiError(failure);
      const message = problemMessage(problem, 'The article could not be published. Please try again.');
      if (problem.fields.scheduledFor) setWhenError(problem.fields.scheduledFor);
      else setError(message);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Box component="section" aria-label="Publishing">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label="Platforms"
          value={choice}
          onChange={(event) => setChoice(event.target.value as PlatformChoice)}
          sx={{ minWidth: 200 }}
        >
          {PLATFORM_CHOICES.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={toNewsroom} onChange={(event) => setToNewsroom(event.target.checked)} />}
          label="Newsroom"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={scheduleLater}
              onChange={(event) => {
                setScheduleLater(event.target.checked);
                setWhenError(null);
                // A sensible default: an hour from now, which the issuer adjusts.
                if (event.target.checked && !when) setWhen(toDateTimeLocal(new Date(Date.now() + 3_600_000)));
              }}
            />
          }
          label="Schedule for later"
        />
        {scheduleLater ? (
          <TextField
            type="datetime-local"
            size="small"
            label="Publish at"
            value={when}
            onChange={(event) => {
              setWhen(event.target.value);
              setWhenError(null);
            }}
            error={Boolean(whenError)}
            helperText={whenError ?? 'Your local time'}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toDateTimeLocal(new Date()) } }}
          />
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={() => void submit()} disabled={disabled || loading}>
          {loading ? (scheduleLater ? 'Scheduling...' : 'Publishing...') : action}
        </Button>
      </Stack>
      {sandboxed.length > 0 ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }} aria-label="Sandbox platforms">
          {sandboxed.map((p) => (
            <Chip
              key={p.id}
              size="small"
              variant="outlined"
              color="warning"
              label={`${p.name}: Sandbox, nothing is sent`}
              title={p.sandboxReason ?? undefined}
            />
          ))}
          <Typography variant="caption" color="text.secondary">
            Settings (Connected platforms) says why and how to post for real.
          </Typography>
        </Stack>
      ) : null}
      {!scheduleLater || localInputToIso(when) ? (
        <ReleaseTiming articleId={articleId} scheduledFor={scheduleLater ? localInputToIso(when) : null} />
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
      {blocked ? (
        <Box sx={{ mt: 2 }}>
          <BlockedFindings findings={blocked} onOpenCompliance={onOpenCompliance} />
        </Box>
      ) : null}
      {answer ? <PublishOutcome answer={answer} /> : null}
    </Box>
  );
}

/** The spec's toasts (Article Published, Scheduled) with the server's message; a visible failure when nothing went out. */
function outcomeToast(result: PublishAnswer): { title: string; description: string; variant?: 'destructive' } {
  const statuses = result.publications.map((p) => p.status);
  if (statuses.length > 0 && statuses.every((s) => s === 'FAILED'))
    return { title: 'Not Published', description: result.message, variant: 'destructive' };
  if (statuses.includes('SCHEDULED')) return { title: 'Scheduled', description: result.message };
  return { title: 'Article Published', description: result.message };
}

/** When nothing is out yet, the earliest scheduled time: the hosted page says so until then. */
function liveFrom(answer: PublishAnswer): string | null {
  if (!answer.publications.length || answer.publications.some((p) => p.status !== 'SCHEDULED')) return null;
  return (
    answer.publications
      .map((p) => p.scheduledFor)
      .filter((at): at is string => Boolean(at))
      .sort()[0] ?? null
  );
}

function PublishOutcome({ answer }: { answer: PublishAnswer }) {
  return (
    <Box sx={{ mt: 2 }} role="status" aria-label="Publishing result">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {answer.message}
      </Typography>
      {answer.movedAfterDistribution ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          Moved after the newswire release: the wire goes first, so the posts go out at {formatWhen(answer.movedAfterDistribution.to)}{' '}
          instead of {formatWhen(answer.movedAfterDistribution.from)}.
        </Alert>
      ) : null}
      <Stack component="ul" spacing={1} aria-label="Platforms" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {answer.publications.map((p) => (
          <Stack component="li" key={p.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 80 }}>
              {p.platformName}
            </Typography>
            <Chip size="small" label={STATUS_LABEL[p.status]} color={STATUS_COLOR[p.status]} />
            {p.sandbox ? (
              <Chip
                size="small"
                variant="outlined"
                color="warning"
                label={p.status === 'PUBLISHED' ? 'Sandbox: nothing was sent' : 'Sandbox: nothing is sent'}
              />
            ) : null}
            <OutcomeDetail publication={p} />
          </Stack>
        ))}
      </Stack>
      {answer.newsroom ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Newsroom:{' '}
          <Link href={answer.newsroom.url} target="_blank" rel="noopener">
            {answer.newsroom.url}
          </Link>{' '}
          (from {formatWhen(answer.newsroom.at)}, never before the newswire release)
        </Typography>
      ) : null}
      {answer.hostedUrl ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {liveFrom(answer) ? `Hosted article page (live from ${formatWhen(liveFrom(answer)!)}):` : 'Hosted article page:'}{' '}
          <Link href={answer.hostedUrl} target="_blank" rel="noopener">
            {answer.hostedUrl}
          </Link>
        </Typography>
      ) : null}
    </Box>
  );
}

function OutcomeDetail({ publication: p }: { publication: PublishedItem }) {
  if (p.status === 'SCHEDULED' && p.scheduledFor) return <Typography variant="body2">for {formatWhen(p.scheduledFor)}</Typography>;
  if (p.status === 'FAILED')
    return (
      <Typography variant="body2" color="error">
        {p.lastError ?? 'The platform refused the post.'}
      </Typography>
    );
  if (p.status === 'PENDING' && p.submission) {
    return (
      <Typography variant="body2">
        Post it on{' '}
        <Link href={p.submission.formUrl} target="_blank" rel="noopener">
          {p.platformName}
        </Link>
        , then record its address on the Publishing screen.
      </Typography>
    );
  }
  if (p.url) {
    return (
      <Link href={p.url} target="_blank" rel="noopener" variant="body2">
        {p.sandbox ? `View the ${p.platformName} preview` : `View on ${p.platformName}`}
      </Link>
    );
  }
  return null;
}
