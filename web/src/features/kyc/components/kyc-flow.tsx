import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CONNECTION_PROBLEM_MESSAGE } from '../../../lib/auth/api-error';
import { useViewerQuery } from '../../../lib/auth/viewer';
import { KycStatusDocument } from '../api/kyc-status.query';
import {
  automatedChecksDone,
  EMAIL_STEP_DELAY_MS,
  KYC_STEPS,
  kycScreen,
  STATUS_POLL_MS,
  stepIndex,
  type KycStatus,
} from '../lib/kyc-screen';
import { EmailStep } from './email-step';
import { KycComplete } from './kyc-complete';
import { KycForm, type KycFormProps } from './kyc-form';
import { KycInReview } from './kyc-in-review';
import { KycSignedOut } from './kyc-signed-out';
import { OfflineStandInNotice, VerificationSteps } from './verification-steps';

export interface KycFlowProps {
  renderCompanySearch: KycFormProps['renderCompanySearch'];
}

function Verifying({ status }: { status: KycStatus }) {
  return (
    <Card component="section" aria-labelledby="kyc-verifying-title">
      <CardContent>
        <Typography id="kyc-verifying-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Verifying {status.userData ? `${status.userData.companyName} (${status.userData.ticker})` : 'your application'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Our server is running these checks now. Each one shows its real status; the email step opens when they are done.
        </Typography>
        <VerificationSteps steps={status.verificationSteps} />
        <Box sx={{ mt: 3 }}>
          <OfflineStandInNotice />
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Spec: KYC registration (form, verification, email code, complete). Every state comes from the
 * server (GET kycStatus); the page polls it while the checks run.
 */
export function KycFlow({ renderCompanySearch }: KycFlowProps) {
  const location = useLocation();
  const { viewer } = useViewerQuery();
  const { data, error, loading, refetch, startPolling, stopPolling } = useQuery(KycStatusDocument, { notifyOnNetworkStatusChange: false });
  const status = data ? (data.kycStatus ?? null) : undefined;
  const checksDone = status?.applicationStatus === 'AWAITING_EMAIL' && automatedChecksDone(status.verificationSteps);
  const [emailStepReady, setEmailStepReady] = useState(false);

  useEffect(() => {
    if (!checksDone) {
      setEmailStepReady(false);
      return;
    }
    const timer = setTimeout(() => setEmailStepReady(true), EMAIL_STEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checksDone]);

  const checking = status?.applicationStatus === 'CHECKING';
  useEffect(() => {
    if (!checking) return;
    startPolling(STATUS_POLL_MS);
    return () => stopPolling();
  }, [checking, startPolling, stopPolling]);

  if (status === undefined) {
    if (error && !loading) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          }
        >
          {CONNECTION_PROBLEM_MESSAGE}
        </Alert>
      );
    }
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading your verification status" />
      </Stack>
    );
  }

  const screen = kycScreen(status, emailStepReady);
  const reload = () => refetch();
  const rejected = status?.review?.decision === 'REJECTED' ? status.review : null;

  return (
    <Stack spacing={3}>
      {screen !== 'signed_out' ? (
        <Stepper activeStep={stepIndex(screen)} alternativeLabel aria-label="Verification progress">
          {KYC_STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      ) : null}
      {screen === 'signed_out' ? <KycSignedOut returnTo={location.pathname} /> : null}
      {screen === 'form' && status ? (
        <>
          {rejected ? (
            <Alert severity="error">
              <AlertTitle>Your previous application was not approved</AlertTitle>
              {rejected.reason}
              <Box sx={{ mt: 1 }}>Correct your details below and apply again.</Box>
            </Alert>
          ) : null}
          <KycForm renderCompanySearch={renderCompanySearch} initial={{ contactName: viewer?.contactName }} onSubmitted={reload} />
        </>
      ) : null}
      {screen === 'verification' && status ? <Verifying status={status} /> : null}
      {screen === 'email' && status ? <EmailStep status={status} onSettled={reload} /> : null}
      {screen === 'review' && status ? <KycInReview status={status} /> : null}
      {screen === 'complete' && status ? <KycComplete status={status} /> : null}
    </Stack>
  );
}
