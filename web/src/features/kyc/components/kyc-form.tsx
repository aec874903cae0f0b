import { useMutation } from '@apollo/client/react';
import { emailDomain, registrableDomain } from '@api-schemas/kyc/kyc.checks';
import { kycSubmitSchema } from '@api-schemas/kyc/kyc.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useToast } from '../../../components/toast';
import { readApiError } from '../../../lib/auth/api-error';
import '../../../lib/zod';
import { SubmitKycDocument } from '../api/submit-kyc.mutation';
import { jurisdictionFor } from '../lib/kyc-screen';

/** The listing the ticker search validated: the only source of the read-only company fields. */
export interface ChosenListing {
  companyName: string;
  ticker: string;
  exchange: string;
  sector: string | null;
  website: string | null;
  country: string | null;
}

export interface KycFormProps {
  /** Renders the ticker search widget; it reports the validated listing, or null when cleared. */
  renderCompanySearch: (onListing: (listing: ChosenListing | null) => void, initialTicker: string | null) => ReactNode;
  /** Starting values from the account: what was given at signup (the ticker is looked up in the search). */
  initial?: { contactName?: string | null; email?: string | null; ticker?: string | null };
  /** After the server accepted the submission. */
  onSubmitted: () => Promise<unknown>;
}

type Field =
  'companyName' | 'ticker' | 'exchange' | 'sector' | 'contactName' | 'email' | 'website' | 'jurisdiction' | 'newsUpdate' | 'consent';

// Server codes whose message says more than the spec's generic failure notice.
const EXPLAINED = new Set(['already_verified', 'kyc_in_review', 'invalid_input', 'unauthenticated', 'rate_limited']);

/** Spec: KYC registration form. Company fields read-only (from the ticker search); the rest editable; consent required. */
export function KycForm({ renderCompanySearch, initial, onSubmitted }: KycFormProps) {
  const { toast } = useToast();
  const [listing, setListing] = useState<ChosenListing | null>(null);
  const [contactName, setContactName] = useState(initial?.contactName ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [website, setWebsite] = useState('');
  const [jurisdiction, setJurisdiction] = useState('');
  const [newsUpdate, setNewsUpdate] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submit, { loading }] = useMutation(SubmitKycDocument);

  const values = {
    companyName: listing?.companyName ?? '',
    ticker: listing?.ticker ?? '',
    exchange: listing?.exchange ?? '',
    sector: listing?.sector ?? '',
    contactName,
    email,
    website,
    jurisdiction,
    newsUpdate,
    consent,
  };

  const mailDomain = email.includes('@') ? emailDomain(email) : null;
  const siteDomain = website.trim() ? registrableDomain(website) : null;
  const domainsDiffer = Boolean(mailDomain && siteDomain && mailDomain !== siteDomain);

  function onListing(next: ChosenListing | null) {
    setListing(next);
    setErrors((previous) => ({ ...previous, companyName: undefined, ticker: undefined, exchange: undefined, sector: undefined }));
    if (next?.website && !website.trim()) setWebsite(next.website);
    if (next?.country && !jurisdiction.trim()) setJurisdiction(jurisdictionFor(next.country));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = kycSubmitSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await submit({ variables: { input: { ...values, newsUpdate: parsed.data.newsUpdate ?? null } } });
      toast({ title: 'KYC Submitted Successfully', description: 'We are checking your details against exchange listing data now.' });
      await onSubmitted();
    } catch (error) {
      const problem = readApiError(error);
      setErrors(problem.fields as Partial<Record<Field, string>>);
      const explained = problem.code !== null && EXPLAINED.has(problem.code) && problem.message;
      toast({
        title: 'Submission Failed',
        description: explained || 'Failed to submit KYC application. Please try again.',
        variant: 'destructive',
      });
    }
  }

  const readOnly = (field: 'companyName' | 'ticker' | 'exchange' | 'sector', label: string) => (
    <TextField
      label={label}
      value={values[field]}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? 'Filled from the ticker search'}
      fullWidth
      slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-readonly': true } }}
    />
  );

  return (
    <Card component="section" aria-labelledby="kyc-form-title">
      <CardContent>
        <Box component="form" onSubmit={onSubmit} noValidate>
          <Typography id="kyc-form-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            Your company
          </Typography>
          <Stack spacing={2.5}>
            {renderCompanySearch(onListing, initial?.ticker ?? null)}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
              {readOnly('companyName', 'Company name')}
              {readOnly('ticker', 'Ticker')}
              {readOnly('exchange', 'Exchange')}
              {readOnly('sector', 'Sector')}
            </Box>

            <Typography variant="h4" component="h2" sx={{ pt: 1 }}>
              Contact and jurisdiction
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
              <TextField
                label="Jurisdiction"
                value={jurisdiction}
                onChange={(e) => setJurisdiction(e.target.value)}
                error={Boolean(errors.jurisdiction)}
                helperText={errors.jurisdiction ?? 'Where the company is regulated, e.g. United States'}
                fullWidth
              />
              <TextField
                label="Contact person"
                value={contactName}
                onChange={(e) => setContactName(e.target.value)}
                error={Boolean(errors.contactName)}
                helperText={errors.contactName}
                autoComplete="name"
                fullWidth
              />
              <TextField
                label="Official email"
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={Boolean(errors.email)}
                helperText={errors.email ?? 'At your company’s domain; we send a code here'}
                autoComplete="email"
                fullWidth
              />
              <TextField
                label="Corporate website"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
                error={Boolean(errors.website)}
                helperText={errors.website}
                autoComplete="url"
                fullWidth
              />
            </Box>
            <Alert severity={domainsDiffer ? 'warning' : 'info'} role="note">
              {domainsDiffer
                ? `The email domain ${mailDomain} does not match the website domain ${siteDomain}. You can still submit, but the domain check will fail and a reviewer will look at your application.`
                : 'Your official email should be at your corporate website’s domain (for example ir@acme.com for acme.com), and the website should be the one your listing names.'}
            </Alert>
            <TextField
              label="Recent news or press release (optional)"
              value={newsUpdate}
              onChange={(e) => setNewsUpdate(e.target.value)}
              error={Boolean(errors.newsUpdate)}
              helperText={errors.newsUpdate}
              multiline
              minRows={3}
              fullWidth
            />
            <Box>
              <FormControlLabel
                control={<Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)} />}
                label="I am authorized to represent this company, and I agree that IssuerWire checks these details against exchange listing data and may have a person review them."
              />
              {errors.consent ? <FormHelperText error>{errors.consent}</FormHelperText> : null}
            </Box>
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={!consent || loading}>
                {loading ? 'Submitting…' : 'Submit for Verification'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
