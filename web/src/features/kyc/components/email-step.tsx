import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { CodeInput, isCompleteCode } from '../../../components/code-input';
import { ContactSupport } from '../../../components/support-email';
import { useToast } from '../../../components/toast';
import { readApiError } from '../../../lib/auth/api-error';
import { ResendKycCodeDocument } from '../api/resend-kyc-code.mutation';
import { VerifyKycEmailDocument } from '../api/verify-kyc-email.mutation';
import type { KycStatus } from '../lib/kyc-screen';

export interface EmailStepProps {
  status: KycStatus;
  /** After the server answered: the screen re-reads the status. */
  onSettled: () => Promise<unknown>;
}

/** Whole seconds until `at`, never negative. */
function secondsUntil(at: string | null | undefined, now: number): number {
  if (!at) return 0;
  return Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000));
}

/** Spec: the email step, a 6-digit code input, Verify Email, and a hint to check spam or contact support. */
export function EmailStep({ status, onSettled }: EmailStepProps) {
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [verify, { loading: verifying }] = useMutation(VerifyKycEmailDocument, { refetchQueries: ['Me'] });
  const [resend, { loading: resending }] = useMutation(ResendKycCodeDocument);
  const [now, setNow] = useState(() => Date.now());
  const sentTo = status.code?.sentTo ?? status.userData?.email ?? '';
  const attemptsLeft = status.code?.attemptsLeft ?? 0;
  const codeUsable = Boolean(status.code?.expiresAt) && attemptsLeft > 0;
  const resendIn = secondsUntil(status.code?.resendAvailableAt, now);
  // Why there is no usable code, as the server last wrote it (held back by a limit, voided, not delivered).
  const emailDetail = status.verificationSteps.find((step) => step.id === 'email_control')?.detail;
  const waitLabel = resendIn > 120 ? `${Math.ceil(resendIn / 60)} min` : `${resendIn} s`;

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendIn]);

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCode(code)) {
      toast({ title: 'Invalid Code', description: 'Please enter a 6-digit verification code', variant: 'destructive' });
      return;
    }
    try {
      const { data } = await verify({ variables: { input: { email: sentTo, verificationCode: code } } });
      const result = data?.verifyKycEmail.kycVerifyEmailResult;
      if (result?.verificationStatus === 'VERIFIED') {
        toast({ title: 'Email Verified Successfully', description: 'Your account has been activated. You can now create campaigns.' });
      } else if (result) {
        toast({ title: 'Email Confirmed', description: result.message });
      }
    } catch (error) {
      const problem = readApiError(error);
      toast({ title: 'Verification Failed', description: problem.message ?? 'Invalid verification code', variant: 'destructive' });
      setCode('');
    }
    await onSettled();
  }

  async function onResend() {
    try {
      const { data } = await resend();
      toast({ title: 'Code Sent', description: data?.resendKycCode.kycResendCodeResult?.message ?? 'We sent a new 6-digit code.' });
      setCode('');
    } catch (error) {
      const problem = readApiError(error);
      toast({ title: 'Code Not Sent', description: problem.message ?? 'Please try again in a moment.', variant: 'destructive' });
    }
    setNow(Date.now());
    await onSettled();
  }

  return (
    <Card component="section" aria-labelledby="kyc-email-title">
      <CardContent>
        <Typography id="kyc-email-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Confirm your official email
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {status.code?.expiresAt ? (
            <>
              We sent a 6-digit code to <strong>{sentTo}</strong>. It is valid for 10 minutes.
            </>
          ) : (
            <>
              The 6-digit code goes to <strong>{sentTo}</strong> and is valid for 10 minutes once sent.
            </>
          )}
        </Typography>
        <Box component="form" onSubmit={onVerify} noValidate sx={{ maxWidth: 420 }}>
          <Stack spacing={2}>
            <CodeInput value={code} onChange={setCode} label="Verification code" disabled={verifying || !codeUsable} autoFocus />
            {codeUsable ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {attemptsLeft} {attemptsLeft === 1 ? 'try' : 'tries'} left for this code.
              </Typography>
            ) : (
              <Alert severity="warning">
                {!status.code?.expiresAt && emailDetail
                  ? emailDetail
                  : 'This code no longer works (expired or too many wrong tries). Request a new code.'}
              </Alert>
            )}
            <Button type="submit" variant="contained" size="large" disabled={verifying || !codeUsable}>
              {verifying ? 'Verifying…' : 'Verify Email'}
            </Button>
            <Button variant="text" onClick={() => void onResend()} disabled={resending || resendIn > 0}>
              {resendIn > 0 ? `Send a new code (in ${waitLabel})` : resending ? 'Sending…' : 'Send a new code'}
            </Button>
          </Stack>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          No email? Check your spam or junk folder. Still nothing after a few minutes? <ContactSupport /> and tell us the address above.
        </Typography>
      </CardContent>
    </Card>
  );
}
