import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KycStepStatus } from '../../../gql/graphql';
import type { KycStep } from '../lib/kyc-screen';

const STATUS_LABEL: Record<KycStepStatus, string> = { PENDING: 'Pending', CHECKING: 'Checking', PASSED: 'Passed', FAILED: 'Failed' };

function StatusIcon({ status }: { status: KycStepStatus }) {
  if (status === 'CHECKING') return <CircularProgress size={22} aria-hidden />;
  if (status === 'PASSED') return <CheckCircleIcon color="success" aria-hidden />;
  if (status === 'FAILED') return <CancelIcon color="error" aria-hidden />;
  return <RadioButtonUncheckedIcon color="disabled" aria-hidden />;
}

const STATUS_COLOR = { PENDING: 'default', CHECKING: 'info', PASSED: 'success', FAILED: 'error' } as const satisfies Record<
  KycStepStatus,
  string
>;

/** Each check with its status as the server reported it: pending, checking, passed or failed. */
export function VerificationSteps({ steps }: { steps: readonly KycStep[] }) {
  return (
    <Box component="ol" aria-label="Verification checks" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.id}
          aria-label={`${step.name}: ${STATUS_LABEL[step.status]}`}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
        >
          <Box sx={{ pt: 0.25, width: 24, display: 'flex', justifyContent: 'center' }}>
            <StatusIcon status={step.status} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{step.name}</Typography>
              <Chip
                size="small"
                label={STATUS_LABEL[step.status]}
                color={STATUS_COLOR[step.status]}
                variant={step.status === 'PENDING' ? 'outlined' : 'filled'}
              />
              {step.offlineStandIn ? <Chip size="small" label="Offline stand-in" variant="outlined" color="warning" /> : null}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {step.description}
            </Typography>
            {step.detail ? (
              <Typography variant="body2" sx={{ mt: 0.5, color: step.status === 'FAILED' ? 'error.main' : 'text.primary' }}>
                {step.detail}
              </Typography>
            ) : null}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Says plainly which checks do not query a regulatory database. */
export function OfflineStandInNotice() {
  return (
    <Typography variant="body2" color="text.secondary">
      Checks marked “Offline stand-in” compare your details with IssuerWire’s bundled market data instead of querying SEC EDGAR, SEDAR+,
      Companies House or ASIC. When one fails, a reviewer looks at your application by hand.
    </Typography>
  );
}
