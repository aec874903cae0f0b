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
  failedChecks,
  KYC_STEPS,
  kycScreen,
  STATUS_POLL_MS,
  stepIndex,
  stepStates,
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

/** The checks' outcome, said plainly, and the way on: the applicant reads it before the email step opens. */
function ChecksOutcome({ status, onContinue }: { status: KycStatus; onContinue: () => void }) {
  const failed = failedChecks(status.verificationSteps);
  const sentTo = status.code?.sentTo;
  return (
    <Alert
      severity={failed.length ? 'warning' : 'success'}
      sx={{ mt: 3 }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onContinue}>
          Continue
        </Button>
      }
    >
      <AlertTitle>
        {failed.length ? `${failed.length === 1 ? 'One check' : `${failed.length} checks`} did not pass` : 'Every check passed'}
      </AlertTitle>
      {failed.length ? (
        <>
          {failed.map((check) => (
            <Box key={check.id}>
              <strong>{check.name}:</strong> {check.detail ?? 'it did not pass.'}
            </Box>
          ))}
          <Box sx={{ mt: 1 }}>
            You can still confirm your official email. Because a check did not pass, a person at IssuerWire then reviews your application
            and decides within 24–48 hours; you will get the decision by email and on this page.
          </Box>
        </>
      ) : (
        'Next, confirm your official email.'
      )}
      {sentTo ? <Box sx={{ mt: 1 }}>We sent a 6-digit code to {sentTo}.</Box> : null}
    </Alert>
  );
}

function Verifying({ status, onContinue }: { status: KycStatus; onContinue?: () => void }) {
  return (
    <Card component="section" aria-labelledby="kyc-verifying-title">
      <CardContent>
        <Typography id="kyc-verifying-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Verifying {status.userData ? `${status.userData.companyName} (${status.userData.ticker})` : 'your application'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Our server is running these checks now. Each one shows its real status; when they are done, you continue to the email step.
        </Typography>
        <VerificationSteps steps={status.verificationSteps} />
        {onContinue ? <ChecksOutcome status={status} onContinue={onContinue} /> : null}
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
  // The results stay until the applicant continues (a failed check needs reading, not a timer).
  const [continued, setContinued] = useState(false);
  useEffect(() => {
    if (!checksDone) setContinued(false);
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

  const screen = kycScreen(status, continued);
  const progress = stepStates(screen, status?.verificationSteps ?? []);
  const reload = () => refetch();
  const rejected = status?.review?.decision === 'REJECTED' ? status.review : null;

  return (
    <Stack spacing={3}>
      {screen !== 'signed_out' ? (
        <Stepper activeStep={stepIndex(screen)} alternativeLabel aria-label="Verification progress">
          {KYC_STEPS.map((label, index) => (
            <Step key={label} completed={progress[index].completed}>
              <StepLabel
                error={progress[index].error}
                optional={
                  progress[index].error ? (
                    <Typography variant="caption" color="error">
                      Needs a reviewer
                    </Typography>
                  ) : undefined
                }
              >
                {label}
              </StepLabel>
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
          <KycForm
            renderCompanySearch={renderCompanySearch}
            initial={{ contactName: viewer?.contactName, email: viewer?.email, ticker: viewer?.ticker }}
            onSubmitted={reload}
          />
        </>
      ) : null}
      {screen === 'verification' && status ? (
        <Verifying status={status} onContinue={checksDone ? () => setContinued(true) : undefined} />
      ) : null}
      {screen === 'email' && status ? <EmailStep status={status} onSettled={reload} /> : null}
      {screen === 'review' && status ? <KycInReview status={status} /> : null}
      {screen === 'complete' && status ? <KycComplete status={status} /> : null}
    </Stack>
  );
}
