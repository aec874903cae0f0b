// Closed sets of the disclosures, shared with the articles module's schemas (bundled into the web app: nothing else here).

/** How the issuer paid for a piece. */
export const PAYMENT_FORMS = ['cash', 'shares'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];

/** The disclosures a generated piece carries, in the order they are written. */
export const DISCLOSURE_KINDS = ['paid', 'ai', 'not-advice', 'forward-looking'] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];
