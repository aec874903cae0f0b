import type { z } from 'zod';
import { VendorError } from './errors.js';

/**
 * The vendor's answer checked against the shape the plugin expects: an unexpected shape is a
 * VendorError (the vendor changed or failed), never a bare validation error.
 */
export function parseVendorAnswer<S extends z.ZodType>(schema: S, answer: unknown, vendorName: string): z.output<S> {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  const where = result.error.issues[0]?.path.map(String).join('.') || 'the answer';
  throw new VendorError(null, `${vendorName} answered in an unexpected shape (at ${where}).`, { retryable: false });
}
