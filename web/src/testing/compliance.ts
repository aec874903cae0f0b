import type { DisclosureSlotName, DisclosureSlotStatus } from '../gql/graphql';

const SLOTS: readonly { slot: DisclosureSlotName; title: string }[] = [
  { slot: 'PAYER', title: 'payer' },
  { slot: 'AMOUNT', title: 'amount' },
  { slot: 'RECIPIENT', title: 'recipient' },
  { slot: 'AI', title: 'AI assistance' },
  { slot: 'NOT_ADVICE', title: 'not investment advice' },
  { slot: 'FORWARD_LOOKING', title: 'forward-looking legend' },
];

/**
 * The six disclosure slots as the API lists them: those in `found` with their words located in `text`, the
 * recipient and those in `notRequired` not needed, the rest missing.
 */
export function disclosureSlots(
  text: string,
  found: Partial<Record<DisclosureSlotName, string>>,
  notRequired: readonly DisclosureSlotName[] = ['RECIPIENT'],
) {
  return SLOTS.map(({ slot, title }) => {
    const words = found[slot];
    const start = words === undefined ? -1 : text.indexOf(words);
    if (words !== undefined && start < 0) throw new Error(`"${words}" is not in the fixture text`);
    const status: DisclosureSlotStatus = words !== undefined ? 'FOUND' : notRequired.includes(slot) ? 'NOT_REQUIRED' : 'MISSING';
    return {
      __typename: 'DisclosureSlot' as const,
      slot,
      title,
      status,
      span: words === undefined ? null : { __typename: 'TextSpan' as const, start, end: start + words.length, text: words },
    };
  });
}
