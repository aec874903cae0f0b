import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArticleFieldsFragment } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';

type Facts = NonNullable<ArticleFieldsFragment['disclosureFacts']>;

/** The forward-looking legend as a person reads it: whether it is there and whose wording it uses. */
function legend({ included, jurisdiction, pennyStock, safeHarbor }: Facts['forwardLooking']): string {
  if (!included) return 'Not needed: the text makes no forward-looking statement';
  const wording = jurisdiction ? `${jurisdiction} wording` : 'general wording';
  if (safeHarbor) return `Included (${wording}, citing the statutory safe harbor)`;
  return `Included (${wording}${pennyStock ? '; no safe harbor for a penny stock' : ''})`;
}

/** What the automated-writing disclosure says wrote the text. */
function writtenBy({ aiAssisted, model }: Pick<Facts, 'aiAssisted' | 'model'>): string {
  if (aiAssisted) return model ? `A model, with AI assistance (${model})` : 'A model, with AI assistance';
  return 'Automated writing software, from facts you supplied (no AI model)';
}

/**
 * What the article's disclosures state, as the data stored with them when they were written; the
 * compliance check compares them with the campaign and the company's listing, so a stale amount or name
 * is a finding there. Shown only for articles written since the facts are stored.
 */
export function DisclosureFacts({ facts }: { facts: Facts }) {
  const { payer, payment } = facts;
  const paid =
    payment.form === 'SHARES'
      ? `${formatCents(payment.amountCents, payment.currency)} in shares of the issuer`
      : `${formatCents(payment.amountCents, payment.currency)} charged by IssuerWire for this campaign`;
  const rows: [string, string][] = [
    ['Paid by', `${payer.name} (${payer.exchange}: ${payer.ticker})`],
    ['Payment', paid],
    ['Written by', writtenBy(facts)],
    ['Not investment advice', facts.notAdvice ? 'Stated' : 'Not stated'],
    ['Forward-looking legend', legend(facts.forwardLooking)],
  ];
  return (
    <Box component="section" aria-label="What the disclosures state" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        What the disclosures state
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, my: 1 }}
      >
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        Stored when the disclosures were written. The compliance check compares them with the campaign and the company’s listing: a changed
        amount or name is a finding until the article is regenerated, or edited and saved.
      </Typography>
    </Box>
  );
}
