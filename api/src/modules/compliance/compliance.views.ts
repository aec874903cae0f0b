// The REST shapes of what a check adds to a finding and a report (issue 41 point 5), shared by this module's
// routes and the article's compliance route (compliance-review), so both doors answer alike.
import { z } from '../../lib/zod';
import { FINDING_CATEGORIES } from './compliance.categories';
import { DISCLOSURE_SLOT_STATUSES, DISCLOSURE_SLOTS } from './compliance.disclosure-list';

const spanJson = z.object({ start: z.number().int(), end: z.number().int(), text: z.string() });

export const findingCategoryJson = z.enum(FINDING_CATEGORIES).describe("The rule's family: its id's first part");

export const findingRewriteJson = z
  .object({
    start: z.number().int(),
    end: z.number().int(),
    text: z.string().describe('The new text; empty when the words are removed'),
    replaced: z.string().describe('The words replaced; empty for an insertion'),
  })
  .nullable()
  .describe('The suggestion as an edit of the checked text (replace [start, end) with text); null when a person must write it');

export const disclosureSlotsJson = z
  .array(
    z.object({
      slot: z.enum(DISCLOSURE_SLOTS),
      title: z.string().describe('Its name for people'),
      status: z.enum(DISCLOSURE_SLOT_STATUSES).describe('found, missing, or not_required (optional here)'),
      span: spanJson.nullable().describe('Where it is said (the field value or the sentence); null unless found'),
    }),
  )
  .describe('Each disclosure slot: payer, amount, recipient, AI assistance, not investment advice, forward-looking legend');
