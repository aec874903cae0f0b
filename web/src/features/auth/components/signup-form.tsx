import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useSignup } from '../api/signup.mutation';
import { useSchemaForm } from '../hooks/use-schema-form';
import { MIN_PASSWORD_SCORE, passwordStrength, signupSchema, TICKER_MAX } from '../lib/schemas';
import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

// Spec section 8.
export const ACCOUNT_CREATED = {
  title: 'Account Created Successfully',
  description: "Now let's secure your account with two-factor authentication.",
};
export const SIGNUP_FAILED_TITLE = 'Signup Failed';
export const SIGNUP_FAILED_FALLBACK = 'Failed to create account. Please try again.';

const emptySignup = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  ticker: '',
  contactName: '',
};

function upperTicker(value: string): string {
  return value.toUpperCase().slice(0, TICKER_MAX);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `signup-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
      <Typography id={id} variant="h4" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** What an invitation already says: the invitee does not type their company again. */
export interface SignupPreset {
  companyName: string;
  ticker: string | null;
}

export interface SignupFormProps {
  /** The account exists and this browser is signed in to it. */
  onCreated: (account: { userId: string; username: string }) => void;
  /** Set when signing up from an invitation: company and ticker come from it and are locked. */
  preset?: SignupPreset;
}

const FROM_INVITATION = 'From your invitation';
const locked = { input: { readOnly: true }, htmlInput: { 'aria-readonly': true } } as const;

/** Spec section 2, Signup: Account Information, Password Security (meter and checklist), Company Information. */
export function SignupForm({ onCreated, preset }: SignupFormProps) {
  const form = useSchemaForm(
    signupSchema,
    preset ? { ...emptySignup, companyName: preset.companyName, ticker: preset.ticker ?? '' } : emptySignup,
  );
  const companyLocked = Boolean(preset);
  const tickerLocked = Boolean(preset?.ticker);
  const [signup, { loading }] = useSignup();
  const strong = passwordStrength(form.values.password).score >= MIN_PASSWORD_SCORE;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const userId = (await signup({ variables: { input } })).data?.signup.signupResult?.userId;
      if (!userId) throw new Error('signup answered no user id');
      toast(ACCOUNT_CREATED);
      onCreated({ userId, username: input.username });
    } catch (error) {
      const problem = readApiError(error);
      form.showServerErrors(problem.fields);
      toast({ title: SIGNUP_FAILED_TITLE, description: problemMessage(problem, SIGNUP_FAILED_FALLBACK), variant: 'destructive' });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void onSubmit(event)} spacing={3} aria-label="Create account">
      <Section title="Account Information">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...form.field('username')} label="Username" autoComplete="username" fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" fullWidth />
          </Grid>
        </Grid>
      </Section>
      <Divider />
      <Section title="Password Security">
        <PasswordField {...form.field('password')} label="Password" autoComplete="new-password" />
        <PasswordStrengthMeter password={form.values.password} />
        <PasswordField {...form.field('confirmPassword')} label="Confirm password" autoComplete="new-password" />
      </Section>
      <Divider />
      <Section title="Company Information">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            {companyLocked ? (
              <TextField {...form.field('companyName')} helperText={FROM_INVITATION} label="Company name" fullWidth slotProps={locked} />
            ) : (
              <TextField {...form.field('companyName')} label="Company name" autoComplete="organization" fullWidth />
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {tickerLocked ? (
              <TextField {...form.field('ticker')} helperText={FROM_INVITATION} label="Ticker symbol" fullWidth slotProps={locked} />
            ) : (
              <TextField
                {...form.field('ticker', { transform: upperTicker })}
                label="Ticker symbol"
                placeholder="e.g. AAPL"
                fullWidth
                slotProps={{ htmlInput: { maxLength: TICKER_MAX, autoCapitalize: 'characters', spellCheck: false } }}
              />
            )}
          </Grid>
          <Grid size={12}>
            <TextField {...form.field('contactName')} label="Contact name" autoComplete="name" fullWidth />
          </Grid>
        </Grid>
      </Section>
      <Button type="submit" variant="contained" size="large" disabled={!strong || loading} fullWidth>
        {loading ? 'Creating Account...' : 'Create Secure Account'}
      </Button>
      {strong ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, textAlign: 'center' }}>
          Choose a password of at least Strong strength to continue.
        </Typography>
      )}
    </Stack>
  );
}
