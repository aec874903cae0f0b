import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { PlanDialog } from './plan-dialog';

/** The sidebar's Upgrade Now: opens the plan dialog, where the change is made through the API. */
export function UpgradeNowButton({ children = 'Upgrade Now', onClick, ...props }: ButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...props}
        onClick={(event) => {
          onClick?.(event);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      <PlanDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
