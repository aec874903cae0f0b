import { formatUsd } from '@api-schemas/campaigns/plans';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

export interface OverageNoticeProps {
  name: string;
  limit: number;
  overageCents: number;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  /** Generate was pressed without accepting: the notice says so. */
  refused: boolean;
  disabled?: boolean;
}

/**
 * The month's allowance is used: the price of one more article, shown before anything is charged, and the
 * confirmation the API requires (overage_confirmation_required without it).
 */
export function OverageNotice({ name, limit, overageCents, accepted, onAccept, refused, disabled }: OverageNoticeProps) {
  const price = formatUsd(overageCents);
  return (
    <Alert severity={refused && !accepted ? 'error' : 'warning'} role={refused && !accepted ? 'alert' : 'status'} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        This article is beyond your {name} plan&apos;s {limit} this month: {price} will be charged.
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => onAccept(event.target.checked)} disabled={disabled} />}
        label={`Charge ${price} for this article`}
      />
      {refused && !accepted ? (
        <Typography variant="body2">Confirm the charge to generate it, or wait for next month&apos;s allowance.</Typography>
      ) : null}
    </Alert>
  );
}
