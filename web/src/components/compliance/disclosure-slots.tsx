import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useId } from 'react';
import type { DisclosureSlotName, DisclosureSlotStatus } from '../../gql/graphql';
import { SWATCHES } from '../../lib/severity';

export interface DisclosureSlotItem {
  slot: DisclosureSlotName;
  /** The API's name for it: "payer", "AI assistance". */
  title: string;
  status: DisclosureSlotStatus;
  span?: { text: string } | null;
}

/** What a missing slot leaves unsaid, in plain words. */
const UNSAID: Record<DisclosureSlotName, string> = {
  PAYER: 'who paid for it',
  AMOUNT: 'how much was paid',
  RECIPIENT: 'who was paid',
  AI: 'that AI or automated software drafted it',
  NOT_ADVICE: 'that it is not investment advice',
  FORWARD_LOOKING: 'which statements look forward and what could make results differ',
};

const NOT_NEEDED: Partial<Record<DisclosureSlotName, string>> = {
  RECIPIENT: 'Optional, not stated.',
  FORWARD_LOOKING: 'Not needed: nothing in the text looks forward.',
};

const LOOK: Record<DisclosureSlotStatus, { Icon: typeof CheckCircleIcon; colour: string; label: string }> = {
  FOUND: { Icon: CheckCircleIcon, colour: SWATCHES.green.edge, label: 'Found' },
  MISSING: { Icon: CancelIcon, colour: SWATCHES.red.edge, label: 'Missing' },
  NOT_REQUIRED: { Icon: RemoveCircleOutlineIcon, colour: SWATCHES.grey.edge, label: 'Not needed' },
};

// A legend quoted in full can fill a phone's screen: three lines say where it is (the whole is on hover and in the text).
const CLAMPED = { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function SlotRow({ item }: { item: DisclosureSlotItem }) {
  const look = LOOK[item.status];
  const title = capitalized(item.title);
  let detail: string;
  if (item.status === 'FOUND') detail = item.span?.text ? `“${item.span.text}”` : 'Stated in the text.';
  else if (item.status === 'MISSING') detail = `Missing: nothing says ${UNSAID[item.slot]}.`;
  else detail = NOT_NEEDED[item.slot] ?? 'Not checked in this text.';
  return (
    <Box
      component="li"
      data-slot={item.slot}
      data-status={item.status}
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1, alignItems: 'start' }}
    >
      <look.Icon fontSize="small" sx={{ color: look.colour, mt: '2px' }} titleAccess={look.label} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography
          variant="body2"
          color={item.status === 'MISSING' ? SWATCHES.red.fg : 'text.secondary'}
          title={item.span?.text}
          sx={{ overflowWrap: 'anywhere', fontStyle: item.status === 'NOT_REQUIRED' ? 'italic' : 'normal', ...CLAMPED }}
        >
          {detail}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The disclosures a check read, slot by slot: each one found with the words that say it, each missing one
 * named plainly, and the ones this text does not need. Issue 41: the same list on every compliance screen.
 */
export function DisclosureSlots({
  slots,
  headingVariant = 'subtitle1',
}: {
  slots: readonly DisclosureSlotItem[];
  headingVariant?: TypographyProps['variant'];
}) {
  const id = useId();
  if (slots.length === 0) return null;
  const found = slots.filter((s) => s.status === 'FOUND').length;
  const missing = slots.filter((s) => s.status === 'MISSING').length;
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} variant={headingVariant} component="h3" sx={{ fontWeight: 700 }}>
          Disclosures
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {found} found · {missing} missing
        </Typography>
      </Stack>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {slots.map((item) => (
          <SlotRow key={item.slot} item={item} />
        ))}
      </Stack>
    </Box>
  );
}
