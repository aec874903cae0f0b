import { enumName, pluginIdOf } from '@api-enum';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../components/toast';
import type { DistributeArticleMutation } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { BlockedFindings } from '../../../components/compliance/blocked-findings';
import { blockedFindingsOf, type BlockedFinding } from '../../../lib/blocked-findings';
import { formatWhen, localInputToIso, toDateTimeLocal } from '../../../lib/format';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useDistributeArticle } from '../api/distribute-article.mutation';
import { useNewswireOrders } from '../api/newswire-orders.query';
import { useNewswireProviders } from '../api/newswire-providers.query';
import { useNewswireQuote } from '../api/newswire-quote.query';
import { distributionFinding } from '@api-schemas/distribution/distribution.checks';
import {
  DEFAULT_LEVEL,
  DISTRIBUTION_LEVELS,
  formatCents,
  formatReach,
  LEVEL_LABELS,
  NO_PROVIDERS_SELECTED,
  packageOf,
  REACH_FORMULA,
  summarize,
  wordLimitNotices,
  type DistributionLevel,
} from '../lib/distribution-estimates';
import { distributionOutcomeTitle, isActive } from '../lib/order-status';
import { NewswireOrderItem } from './newswire-order-item';
import { ProviderCard } from './provider-card';

/** Spec section 8's notices for this dialog (no providers: the same words as the server, from one file). */
export const DISTRIBUTION_NOTICES = {
  successFallback: 'Press release distributed successfully.',
  failedTitle: 'Distribution Failed',
  failedFallback: 'Failed to distribute to newswire services.',
  noProvidersTitle: NO_PROVIDERS_SELECTED.title,
  noProviders: NO_PROVIDERS_SELECTED.message,
} as const;

type DistributionResult = NonNullable<DistributeArticleMutation['distributeArticle']['distributionResult']>;

export interface DistributionDialogProps {
  open: boolean;
  onClose: () => void;
  articleId: string;
  /** After orders were placed: the article's status and the campaign lists change. */
  onDistributed?: () => void;
  /** Opens the article's Compliance tab (shown with a compliance refusal). */
  onOpenCompliance?: () => void;
}

/**
 * The spec's Newswire distribution dialog: a level, the providers with price and reach for it, an
 * optional target time, the summary, then Distribute Press Release; and this article's orders, with
 * the package to file for Web Integration wires, the release URL to record, cancel and retry.
 */
export function DistributionDialog({ open, onClose, articleId, onDistributed, onOpenCompliance }: DistributionDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Distribute to Newswires</DialogTitle>
      {/* Inside the Dialog: the form starts fresh each time it opens. */}
      {open ? (
        <DistributionForm articleId={articleId} onClose={onClose} onDistributed={onDistributed} onOpenCompliance={onOpenCompliance} />
      ) : null}
    </Dialog>
  );
}

function DistributionForm({ articleId, onClose, onDistributed, onOpenCompliance }: Omit<DistributionDialogProps, 'open'>) {
  const { toast } = useToast();
  const providersQuery = useNewswireProviders();
  const ordersQuery = useNewswireOrders(articleId);
  const quote = useNewswireQuote(articleId).data?.newswireQuote ?? null;
  const [distribute, { loading: distributing }] = useDistributeArticle();
  const idempotency = useIdempotencyKey();
  const [level, setLevel] = useState<DistributionLevel>(DEFAULT_LEVEL);
  // Nothing is ticked until the issuer ticks it (issue 38: a preselected wire was one click from a paid order).
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // Wires already ordered for this article that the issuer explicitly asked to order again.
  const [again, setAgain] = useState<ReadonlySet<string>>(() => new Set());
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<BlockedFinding[] | null>(null);
  const [result, setResult] = useState<DistributionResult | null>(null);
  const [minTarget] = useState(() => toDateTimeLocal(new Date()));
  const contentRef = useRef<HTMLDivElement>(null);
  // A second click before the button re-renders disabled must not start a second request.
  const inFlight = useRef(false);
  const levelLabelId = useId();

  const providers = useMemo(() => providersQuery.data?.newswireProviders.nodes ?? [], [providersQuery.data]);
  const summary = summarize(providers, selected, level);
  const packages = quote?.packages ?? [];
  const notices = wordLimitNotices(packages, selected, level);
  const orders = ordersQuery.data?.newswireOrders.nodes ?? [];
  // The newest live order per wire (the list is newest first): the card marks it, "Ordered <date>".
  const ordered = new Map<string, { status: (typeof orders)[number]['status']; createdAt: string }>();
  for (const o of orders) if (isActive(o.status) && !ordered.has(o.provider)) ordered.set(o.provider, o);
  // Material news of a listed issuer: the chosen level must be national somewhere among the chosen wires.
  const finding = distributionFinding(
    quote?.disclosure ?? null,
    providers.filter((p) => selected.has(p.id)).map((p) => ({ providerName: p.name, coverage: p.coverage[level] })),
    LEVEL_LABELS[level],
  );

  function toggle(id: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  function orderAgain(id: string) {
    setAgain(new Set([...again, id]));
    setSelected(new Set([...selected, id]));
  }

  async function submit() {
    if (inFlight.current) return;
    if (summary.providers === 0) {
      toast({ title: DISTRIBUTION_NOTICES.noProvidersTitle, description: DISTRIBUTION_NOTICES.noProviders, variant: 'destructive' });
      return;
    }
    const input = {
      articleId,
      // The server keeps the order it is given; the provider list's order reads the same on every click.
      providers: providers.filter((p) => selected.has(p.id)).map((p) => p.id),
      distributionLevel: enumName(level),
      targetDate: localInputToIso(target),
      // Only when the issuer pressed "Order again" on a chosen wire: else the server refuses a second order.
      ...(providers.some((p) => selected.has(p.id) && again.has(p.id)) ? { orderAgain: true } : {}),
    };
    // Same intent, same key: a double click or a retry after a timeout never orders twice.
    const idempotencyKey = idempotency.keyFor(JSON.stringify(input));
    setTargetError(null);
    setBlocked(null);
    inFlight.current = true;
    try {
      const { data } = await distribute({ variables: { input: { ...input, idempotencyKey } } });
      const answer = data?.distributeArticle.distributionResult;
      if (!answer) return;
      idempotency.succeeded();
      setResult(answer);
      // Ordered: nothing stays ticked, so one more click orders nothing.
      setSelected(new Set());
      setAgain(new Set());
      toast({ title: distributionOutcomeTitle(answer.orders), description: answer.message || DISTRIBUTION_NOTICES.successFallback });
      onDistributed?.();
      contentRef.current?.scrollTo?.({ top: 0, behavior: 'smooth' });
    } catch (error) {
      const problem = readApiError(error);
      const findings = blockedFindingsOf(error);
      if (findings) {
        setBlocked(findings);
        contentRef.current?.scrollTo?.({ top: 0, behavior: 'smooth' });
      }
      if (problem.fields.targetDate) setTargetError(problem.fields.targetDate);
      if (problem.fields.providers === DISTRIBUTION_NOTICES.noProviders) {
        toast({ title: DISTRIBUTION_NOTICES.noProvidersTitle, description: DISTRIBUTION_NOTICES.noProviders, variant: 'destructive' });
        return;
      }
      // Every order failed (the server still recorded them as failed, with the reason): show them.
      if (problem.code === 'distribution_failed') void ordersQuery.refetch().catch(() => undefined);
      toast({
        title: DISTRIBUTION_NOTICES.failedTitle,
        description: problemMessage(problem, DISTRIBUTION_NOTICES.failedFallback),
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
    }
  }

  let providerList;
  if (providersQuery.data) {
    providerList = (
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {providers.map((provider) => (
          <ProviderCard
            key={provider.id}
            provider={provider}
            level={level}
            checked={selected.has(provider.id)}
            onToggle={toggle}
            disabled={distributing}
            ordered={ordered.get(provider.id) ?? null}
            orderingAgain={again.has(provider.id)}
            onOrderAgain={orderAgain}
            disclosureMarket={quote?.disclosure?.market ?? null}
            wordLimit={packageOf(packages, provider.id, level)?.wordLimit ?? null}
          />
        ))}
      </Box>
    );
  } else if (providersQuery.error) {
    providerList = (
      <Alert severity="error">{problemMessage(readApiError(providersQuery.error), 'The newswire providers could not be loaded.')}</Alert>
    );
  } else {
    providerList = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
        <CircularProgress aria-label="Loading the newswire providers" />
      </Box>
    );
  }

  const targetTime = localInputToIso(target);
  return (
    <>
      {/* What was ordered (and any refusal) first; the form below; summary and buttons stay in view. */}
      <DialogContent dividers ref={contentRef}>
        <Stack spacing={2.5}>
          {blocked ? <BlockedFindings findings={blocked} onOpenCompliance={onOpenCompliance} /> : null}

          {result || orders.length || ordersQuery.error ? (
            <Box component="section" aria-label="Newswire orders" sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}>
              {result ? (
                <Alert severity="success" role="status" sx={{ mb: 1.5 }}>
                  {result.message}
                  {result.movedPublications.map((moved) => (
                    <Box key={moved.id}>
                      Scheduled {pluginIdOf(moved.platform)} post moved from {formatWhen(moved.from)} to {formatWhen(moved.to)}: the
                      newswire release goes first.
                    </Box>
                  ))}
                </Alert>
              ) : null}
              {orders.length ? (
                <>
                  <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                    Orders for this article
                  </Typography>
                  <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
                    {orders.map((order) => (
                      <NewswireOrderItem key={order.id} order={order} />
                    ))}
                  </Stack>
                </>
              ) : ordersQuery.error ? (
                <Alert severity="error">{problemMessage(readApiError(ordersQuery.error), 'The orders could not be loaded.')}</Alert>
              ) : null}
            </Box>
          ) : null}
          <FormControl>
            <FormLabel id={levelLabelId} sx={{ fontWeight: 600, color: 'text.primary' }}>
              Distribution level
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={levelLabelId}
              value={level}
              onChange={(event) => setLevel(event.target.value as DistributionLevel)}
            >
              {DISTRIBUTION_LEVELS.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={LEVEL_LABELS[value]} disabled={distributing} />
              ))}
            </RadioGroup>
          </FormControl>

          <Box component="section" aria-label="Newswire providers">
            <Typography sx={{ fontWeight: 600, mb: 1 }}>Newswire providers</Typography>
            {providerList}
            {providersQuery.data && summary.providers === 0 ? (
              <Alert severity="info" sx={{ mt: 1.5 }}>
                <AlertTitle>{DISTRIBUTION_NOTICES.noProvidersTitle}</AlertTitle>
                {DISTRIBUTION_NOTICES.noProviders}
              </Alert>
            ) : null}
          </Box>

          <TextField
            type="datetime-local"
            label="Target publication date and time (optional)"
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              setTargetError(null);
            }}
            error={Boolean(targetError)}
            helperText={targetError ?? 'Leave empty to release at once.'}
            disabled={distributing}
            sx={{ maxWidth: 360 }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minTarget } }}
          />
        </Stack>
      </DialogContent>
      <Box
        component="section"
        aria-label="Distribution summary"
        sx={{ bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider', px: 3, py: 1 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          Summary
        </Typography>
        {finding ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }} data-testid="distribution-finding">
            <AlertTitle>{finding.title}</AlertTitle>
            {finding.message} {finding.suggestion}
            <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: '0.75rem' }}>
              Rule: {finding.ruleId}
            </Box>
          </Alert>
        ) : null}
        {notices.length ? (
          <Alert severity="warning" role="status" sx={{ mb: 1 }} data-testid="word-limit-notices">
            {notices.map((notice) => (
              <Box key={notice}>{notice}</Box>
            ))}
          </Alert>
        ) : null}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, auto)', sm: 'repeat(4, auto)' },
            columnGap: 3,
            justifyContent: 'start',
          }}
        >
          {[
            ['Providers', String(summary.providers), 'summary-providers'],
            ['Total cost', formatCents(summary.totalCents), 'summary-cost'],
            ['Estimated reach', formatReach(summary.reach), 'summary-reach'],
            ...(quote ? [['Release length', `${formatReach(quote.wordCount)} words`, 'summary-words']] : []),
          ].map(([term, value, testId]) => (
            <Box key={term}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }} data-testid={testId}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {LEVEL_LABELS[level]} level, {targetTime ? `released ${formatWhen(targetTime)}` : 'released at once'}. Estimated reach:{' '}
          {REACH_FORMULA}.{quote ? ' Length: the headline, body and disclosures as the wire receives them.' : ''}
          {providers.some((p) => selected.has(p.id) && p.pricingIndicative)
            ? ' Prices marked indicative are list prices or estimates, not a quote.'
            : ''}
        </Typography>
      </Box>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={distributing || !providersQuery.data || summary.providers === 0 || Boolean(finding)}
        >
          {distributing ? 'Distributing...' : 'Distribute Press Release'}
        </Button>
      </DialogActions>
    </>
  );
}
