import { styled } from '@mui/material/styles';
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

// Spec section 9: open after 700 ms, 300 ms skip delay once one has closed.
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Wrap the app once; every <Tip> shares its delays. */
export function TipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}

const Content = styled(Tooltip.Content)(({ theme }) => ({
  zIndex: theme.zIndex.tooltip,
  padding: theme.spacing(0.75, 1.25),
  borderRadius: 6,
  backgroundColor: theme.palette.grey[900],
  color: theme.palette.common.white,
  ...theme.typography.caption,
  fontWeight: 600,
  boxShadow: theme.shadows[3],
  userSelect: 'none',
}));

const Arrow = styled(Tooltip.Arrow)(({ theme }) => ({ fill: theme.palette.grey[900] }));

export interface TipProps {
  title: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** One element that forwards its ref (MUI buttons do). */
  children: ReactElement;
}

/** A short hover/focus label for an icon-only control. */
export function Tip({ title, side = 'top', children }: TipProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Content side={side} sideOffset={6}>
          {title}
          <Arrow />
        </Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
