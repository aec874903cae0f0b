import { MESSAGES } from '@api-schemas/campaigns/campaigns.schemas';
import { upgradeFrom } from '@api-schemas/campaigns/plans';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/toast';
import { readApiError, type ApiProblem } from '../../../lib/auth/api-error';
import { useViewer } from '../../../lib/auth/viewer';
import { usePlanUsage } from '../api/plan-usage.query';
import { useCreateCampaign } from '../api/create-campaign.mutation';
import { useSuggestCampaignTitleNow, useSuggestedCampaignTitle } from '../api/suggested-campaign-title.query';
import { planIdOf, useChangePlan } from '../hooks/use-change-plan';
import { errorDetail } from '../lib/api-details';
import {
  BRIEF_FIELDS,
  BRIEF_LABELS,
  briefNotice,
  CAMPAIGN_TONES,
  CONTENT_FORMATS,
  FORMAT_LABELS,
  campaignFormDefaults,
  checkForDraft,
  checkForGenerate,
  isVerifiedIssuer,
  SECTORS,
  SECTOR_LABELS,
  toCampaignInput,
  TONE_LABELS,
  type CampaignFormField,
  type CampaignFormValues,
} from '../lib/campaign-form.values';
import { BudgetCards } from './plan-cards';
import { OverageNotice } from './overage-notice';
import { PlanDialog } from './plan-dialog';
import { WriterChip } from './writer-chip';

/** The campaign the form created, handed to the generation. */
export interface CreatedCampaign {
  id: string;
  title: string;
  ticker: string;
  companyName: string;
}

export interface CampaignFormProps {
  /** Generates the new campaign's article (the preview dialog shows it arriving); rejects like the API. */
  onGenerate: (campaign: CreatedCampaign, options: { confirmOverage: boolean }) => Promise<unknown>;
  /** After a campaign was created or saved (lists and figures elsewhere refresh). */
  onSaved?: () => void;
  /** The form's element id (the dashboard's New Campaign button scrolls here). */
  id?: string;
  /** Overrides of the pre-filled values. */
  initialValues?: Partial<CampaignFormValues>;
}

export const FORM_MESSAGES = {
  missingTitle: 'Missing Information',
  draftSavedTitle: 'Draft Saved',
  draftSaved: 'Your campaign draft has been saved.',
  draftFailed: 'Failed to save draft. Please try again.',
  createdTitle: 'Campaign Created',
  created: 'Your campaign has been created and article generated successfully.',
  createFailed: 'Failed to create campaign. Please try again.',
} as const;

// Refusals whose own words help more than the generic notice (overage, model failures, another ticker, ...).
const SERVER_MESSAGE_CODES = new Set([
  'overage_confirmation_required',
  'quota_exceeded',
  'generation_failed',
  'generation_in_progress',
  'ticker_not_authorized',
  'issuer_not_verified',
  'campaign_archived',
  'article_exists',
  'invalid_input',
  'rate_limited',
]);

function describe(problem: ApiProblem, fallback: string): string {
  return problem.message && problem.code && SERVER_MESSAGE_CODES.has(problem.code) ? problem.message : fallback;
}

type Errors = Partial<Record<CampaignFormField, string>>;

// The fields' labels, for the notice that names the first one to fix.
const FIELD_LABELS: Partial<Record<CampaignFormField, string>> = {
  title: 'Campaign Title',
  companyName: 'Company Name',
  ticker: 'Stock Ticker',
  website: 'Company Website',
  pressRelease: 'Recent Press Release/News',
  sector: 'Sector',
  tone: 'Article Tone',
  format: 'Format',
  highlights: 'Key Business Highlights',
  quote: 'Quote',
  quoteSpeakerName: 'Quoted person',
  quoteSpeakerTitle: 'Their title',
  budget: 'Budget',
  background: 'The feature’s brief',
};

/** Create New Campaign: the spec's fields, Save Draft and Generate Article (create, then generate). */
export function CampaignForm({ onGenerate, onSaved, id = 'campaign-form', initialValues }: CampaignFormProps) {
  const viewer = useViewer();
  const verified = isVerifiedIssuer(viewer);
  const defaults = { ...campaignFormDefaults(viewer), ...initialValues };
  const [values, setValues] = useState<CampaignFormValues>(defaults);
  const [validateAll, setValidateAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'draft' | 'generate' | null>(null);
  const [planOpen, setPlanOpen] = useState(false);
  const [briefOpen, setBriefOpen] = useState(false);
  const [overageAccepted, setOverageAccepted] = useState(false);
  // A campaign created by a Generate that then failed (quota, model): the next Generate of the same input retries it.
  const pending = useRef<{ key: string; campaign: CreatedCampaign } | null>(null);
  const [createCampaign] = useCreateCampaign();
  const { data: usage, refetch: refetchUsage } = usePlanUsage();
  // Only the owner may change the plan (the API's plan.change): nobody else is offered the buttons.
  const canChangePlan = viewer.memberRole === 'OWNER';
  const beyondAllowance = usage ? usage.planUsage.remaining <= 0 : false;
  const { changePlan } = useChangePlan();
  const { toast } = useToast();
  // The title follows the suggestion (the strongest highlight's headline) until the issuer types their own.
  const [titleEdited, setTitleEdited] = useState(Boolean(defaults.title));
  const suggestedTitle = useSuggestedCampaignTitle(values);
  const suggestTitleNow = useSuggestCampaignTitleNow();
  useEffect(() => {
    if (!titleEdited && suggestedTitle)
      setValues((previous) => (previous.title === suggestedTitle ? previous : { ...previous, title: suggestedTitle }));
  }, [suggestedTitle, titleEdited]);

  const clientErrors: Errors = validateAll
    ? (() => {
        const checked = checkForGenerate(values);
        return checked.ok ? {} : checked.errors;
      })()
    : {};
  const errorFor = (field: CampaignFormField) => serverErrors[field] ?? clientErrors[field];

  function set<K extends CampaignFormField>(field: K, value: CampaignFormValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => {
      if (!(field in previous)) return previous;
      const { [field]: _dropped, ...rest } = previous;
      return rest;
    });
  }

  const text = (field: CampaignFormField, options: { transform?: (v: string) => string } = {}) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      set(field, (options.transform ? options.transform(event.target.value) : event.target.value) as never),
    error: Boolean(errorFor(field)),
    helperText: errorFor(field) ?? ' ',
    disabled: busy !== null,
  });

  function showFields(problem: ApiProblem) {
    const fields: Errors = {};
    for (const [key, message] of Object.entries(problem.fields)) if (key in values) fields[key as CampaignFormField] = message;
    setServerErrors(fields);
  }

  function upgradeAction(error: unknown) {
    if (!canChangePlan) return undefined;
    const current = planIdOf(usage?.planUsage.plan);
    const target = planIdOf(errorDetail(error, 'upgradeTo')) ?? (current ? upgradeFrom(current) : null);
    if (!target) return undefined;
    return { label: 'Upgrade', altText: `Upgrade your plan to ${target}`, onClick: () => void changePlan(target) };
  }

  async function saveDraft() {
    if (busy) return;
    if (!values.companyName.trim() || !values.ticker.trim()) {
      toast({ title: FORM_MESSAGES.missingTitle, description: MESSAGES.draftMissing });
      return;
    }
    const checked = checkForDraft(values);
    if (!checked.ok) {
      setServerErrors(checked.errors);
      toast({ title: 'Error', description: FORM_MESSAGES.draftFailed, variant: 'destructive' });
      return;
    }
    setBusy('draft');
    try {
      await createCampaign({ variables: { input: { ...toCampaignInput(checked.input), draft: true } } });
      toast({ title: FORM_MESSAGES.draftSavedTitle, description: FORM_MESSAGES.draftSaved });
      onSaved?.();
    } catch (error) {
      const problem = readApiError(error);
      showFields(problem);
      toast({ title: 'Error', description: describe(problem, FORM_MESSAGES.draftFailed), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  /** A refused Generate says so where the issuer looks and moves to the first field to fix (it may be off screen). */
  function refuse(errors: Errors) {
    const [field, message] = Object.entries(errors)[0] ?? [];
    if (!field) return;
    toast({ title: FORM_MESSAGES.missingTitle, description: `${FIELD_LABELS[field as CampaignFormField] ?? field}: ${message}` });
    const named = document.getElementById(id)?.querySelector(`[name="${field}"]`);
    // Focusing scrolls the field into view; a select's named input is hidden, its combobox takes the focus.
    const control = named?.closest('.MuiFormControl-root, fieldset') ?? named;
    control
      ?.querySelector<HTMLElement>(
        '[role="combobox"], input:not([aria-hidden="true"]):not([type="hidden"]), textarea:not([aria-hidden="true"])',
      )
      ?.focus();
  }

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy('generate');
    setValidateAll(true);
    setServerErrors({});
    let current = values;
    // Pressed within the suggestion's pause: the title the form would have shown a moment later.
    if (!titleEdited && current.title === '') {
      const title = await suggestTitleNow(current).catch(() => null);
      if (title) {
        current = { ...current, title };
        setValues((previous) => (previous.title === '' ? { ...previous, title } : previous));
      }
    }
    const checked = checkForGenerate(current);
    if (!checked.ok) {
      setBusy(null);
      refuse(checked.errors);
      return;
    }
    // Nothing beyond the allowance is charged before the issuer accepts its price (the notice beside the button asks).
    if (beyondAllowance && !overageAccepted) {
      setBusy(null);
      return;
    }
    const input = toCampaignInput(checked.input);
    const key = JSON.stringify(input);
    let campaign: CreatedCampaign;
    try {
      if (pending.current?.key === key) campaign = pending.current.campaign;
      else {
        const { data } = await createCampaign({ variables: { input: { ...input, draft: false } } });
        if (!data?.createCampaign.campaign) throw new Error('No campaign in the answer');
        campaign = data.createCampaign.campaign;
        onSaved?.();
      }
    } catch (error) {
      const problem = readApiError(error);
      showFields(problem);
      toast({ title: 'Error', description: describe(problem, FORM_MESSAGES.createFailed), variant: 'destructive' });
      setBusy(null);
      return;
    }
    try {
      await onGenerate(campaign, { confirmOverage: beyondAllowance && overageAccepted });
      pending.current = null;
      setOverageAccepted(false);
      void refetchUsage();
      toast({ title: FORM_MESSAGES.createdTitle, description: FORM_MESSAGES.created });
      setValues(campaignFormDefaults(viewer));
      setTitleEdited(false);
      setValidateAll(false);
    } catch (error) {
      pending.current = { key, campaign };
      const problem = readApiError(error);
      showFields(problem);
      // The allowance ran out meanwhile (another member): the notice with the price appears.
      if (problem.code === 'overage_confirmation_required') void refetchUsage();
      toast({
        title: 'Error',
        description: describe(problem, FORM_MESSAGES.createFailed),
        variant: 'destructive',
        action: problem.code === 'quota_exceeded' ? upgradeAction(error) : undefined,
      });
    } finally {
      setBusy(null);
    }
  }

  const usageLine = usage?.planUsage;
  const brief = briefNotice(values);
  const showBrief = briefOpen || BRIEF_FIELDS.some((field) => values[field].trim() !== '');
  return (
    <Card component="section" aria-labelledby={`${id}-title`} id={id} sx={{ scrollMarginTop: 24 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2.5, flexWrap: 'wrap' }}>
          <Typography id={`${id}-title`} variant="h3" component="h2">
            Create New Campaign
          </Typography>
          <WriterChip />
        </Stack>
        {verified ? null : (
          <Alert severity="info" sx={{ mb: 2.5 }}>
            Only verified issuers can create campaigns, and only for their own ticker.{' '}
            <Link component={RouterLink} to="/kyc-registration">
              Complete issuer verification
            </Link>
            .
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void generate(event)}
          aria-label="Create New Campaign"
          sx={{ display: 'grid', gap: 1 }}
        >
          <TextField
            label="Campaign Title"
            required
            {...text('title')}
            onChange={(event) => {
              setTitleEdited(event.target.value.trim() !== '');
              set('title', event.target.value);
            }}
            helperText={errorFor('title') ?? 'Pre-filled from your strongest highlight; every list and chart names the campaign by it.'}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label="Company Name" required {...text('companyName')} slotProps={{ htmlInput: { maxLength: 255 } }} />
            <TextField
              label="Stock Ticker"
              required
              placeholder="e.g. AAPL"
              {...text('ticker', { transform: (v) => v.toUpperCase() })}
              helperText={errorFor('ticker') ?? (verified ? 'Your verified ticker' : ' ')}
              slotProps={{ htmlInput: { maxLength: 10, readOnly: verified, autoCapitalize: 'characters', spellCheck: false } }}
            />
            <TextField
              label="Company Website"
              type="url"
              placeholder="https://"
              {...text('website')}
              slotProps={{ htmlInput: { maxLength: 2048 } }}
            />
            <TextField label="Recent Press Release/News" placeholder="Headline or press release URL" {...text('pressRelease')} />
            <TextField select label="Sector" required {...text('sector')}>
              {SECTORS.map((sector) => (
                <MenuItem key={sector} value={sector}>
                  {SECTOR_LABELS[sector]}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Article Tone" required {...text('tone')}>
              {CAMPAIGN_TONES.map((tone) => (
                <MenuItem key={tone} value={tone}>
                  {TONE_LABELS[tone]}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Format" {...text('format')}>
              {CONTENT_FORMATS.map((format) => (
                <MenuItem key={format} value={format}>
                  {FORMAT_LABELS[format]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label="Key Business Highlights"
            required
            multiline
            minRows={4}
            placeholder="Milestones, products, results: one per line"
            {...text('highlights')}
            helperText={errorFor('highlights') ?? 'One per line. The piece is written from these facts and no others.'}
          />
          {values.format === 'article' ? (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-describedby={`${id}-brief-notice`}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                The feature’s brief: your facts, one per line. The feature is written from them and your company profile only.
              </Typography>
              {showBrief ? null : (
                <Box>
                  <Button variant="text" onClick={() => setBriefOpen(true)} disabled={busy !== null}>
                    Add background, products, customers, strategy, milestones or outlook
                  </Button>
                </Box>
              )}
              {(showBrief ? BRIEF_FIELDS : []).map((field) => (
                <TextField
                  key={field}
                  label={`${BRIEF_LABELS[field].label} (optional)`}
                  multiline
                  minRows={2}
                  placeholder={BRIEF_LABELS[field].placeholder}
                  {...text(field)}
                  helperText={field === 'background' ? undefined : errorFor(field)}
                  error={field === 'background' ? false : Boolean(errorFor(field))}
                  slotProps={{ htmlInput: { maxLength: 4000 } }}
                />
              ))}
              {brief ? (
                <Alert id={`${id}-brief-notice`} severity={validateAll ? 'error' : 'info'} role={validateAll ? 'alert' : 'status'}>
                  {brief}
                </Alert>
              ) : null}
            </Box>
          ) : null}
          <TextField
            label="Quote (optional)"
            multiline
            minRows={2}
            placeholder="A quote from your CEO or another spokesperson, word for word. Without one, the piece quotes nobody."
            {...text('quote')}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Quoted person"
              placeholder="e.g. Jordan Lee"
              required={values.quote.trim() !== ''}
              {...text('quoteSpeakerName')}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <TextField
              label="Their title"
              placeholder="e.g. Chief Executive Officer"
              {...text('quoteSpeakerTitle')}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
          </Box>
          <BudgetCards
            value={values.budget}
            onChange={(plan) => set('budget', plan)}
            error={errorFor('budget')}
            currentPlan={planIdOf(usageLine?.plan)}
            disabled={busy !== null}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {usageLine ? (
              <>
                Your account plan: <strong>{usageLine.name}</strong>, {usageLine.used} of {usageLine.limit} articles used this month.{' '}
              </>
            ) : null}
            {canChangePlan ? (
              <Link component="button" type="button" variant="body2" onClick={() => setPlanOpen(true)}>
                Change plan
              </Link>
            ) : (
              'Only the owner can change the plan.'
            )}
          </Typography>
          {usageLine && beyondAllowance ? (
            <OverageNotice
              name={usageLine.name}
              limit={usageLine.limit}
              overageCents={usageLine.overagePrice.amountCents}
              accepted={overageAccepted}
              onAccept={setOverageAccepted}
              refused={validateAll}
              disabled={busy !== null}
            />
          ) : null}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="outlined" onClick={() => void saveDraft()} disabled={busy !== null}>
              {busy === 'draft' ? 'Saving...' : 'Save Draft'}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={busy !== null}
              startIcon={busy === 'generate' ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
            >
              {busy === 'generate' ? 'Generating...' : 'Generate Article'}
            </Button>
          </Stack>
        </Box>
      </CardContent>
      {canChangePlan ? <PlanDialog open={planOpen} onClose={() => setPlanOpen(false)} /> : null}
    </Card>
  );
}
