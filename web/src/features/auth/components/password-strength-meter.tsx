import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_CHECKS, passwordStrength, type PasswordStrengthLabel } from '../lib/schemas';

const labelColor: Record<PasswordStrengthLabel, 'error' | 'warning' | 'success'> = {
  Weak: 'error',
  Medium: 'warning',
  Strong: 'success',
};

/** Spec section 5: a strength bar (passed checks x 20) labelled Weak / Medium / Strong, and the five-item checklist. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  const color = labelColor[strength.label];
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary" id="password-strength-label">
          Password strength
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, color: `${color}.main` }} data-testid="password-strength">
          {strength.label}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={strength.score}
        color={color}
        aria-labelledby="password-strength-label"
        aria-valuetext={`${strength.score}% (${strength.label})`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box
        component="ul"
        aria-label="Password requirements"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 0.5, gridTemplateColumns: { sm: '1fr 1fr' } }}
      >
        {PASSWORD_CHECKS.map((check) => {
          const met = strength.checks[check.id];
          return (
            <Box
              component="li"
              key={check.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.main' : 'text.secondary' }}
            >
              {met ? (
                <CheckCircleIcon fontSize="small" titleAccess="Met" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" titleAccess="Not met" />
              )}
              <Typography variant="body2" component="span">
                {check.label}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
