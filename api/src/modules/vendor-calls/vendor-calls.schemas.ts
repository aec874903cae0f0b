import { z } from '../../lib/zod';

// What both kinds of vendor call parse and answer alike (a contract: the web app may import it too).

/** ISO 8601 date-time with or without an offset; `YYYY-MM-DDTHH:mm` from a datetime-local field is read as UTC. */
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export function parseIsoDateTime(value: string): Date | null {
  const text = value.trim();
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const withZone = match[7] ? text : `${text}Z`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? null : date;
}

const MIN_YEAR = 1970;
const MAX_YEAR = 2999;

export const isoDateTime = (message: string) =>
  z.union([z.string(), z.date()]).transform((value, ctx) => {
    const date = value instanceof Date ? value : parseIsoDateTime(value);
    if (!date || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    // Dates a calendar or schedule can mean, and that the database and ISO strings hold (no year 10000).
    const year = date.getUTCFullYear();
    if (year < MIN_YEAR || year > MAX_YEAR) {
      ctx.addIssue({ code: 'custom', message: `${message} between ${MIN_YEAR} and ${MAX_YEAR}` });
      return z.NEVER;
    }
    return date;
  });

// ---------------------------------------------------------------------------------------------
// Answers (OpenAPI and serialisation)

/** What the issuer files by hand on the vendor's site (a pending post, a Web Integration order). */
export const submissionPackageJson = z
  .object({
    formUrl: z.string(),
    fields: z.array(z.object({ label: z.string(), value: z.string() })),
    text: z.string(),
  })
  .meta({ id: 'SubmissionPackage' });
