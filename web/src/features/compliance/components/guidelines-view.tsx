import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { GuidelinesQuery } from '../../../gql/graphql';
import { ListingBadges } from './listing-badges';
import { RuleCitation, RuleList } from './rule-list';

type Guidelines = GuidelinesQuery['guidelines'];

const TABS = ['Overview', 'Requirements', 'Compliance'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One listing's guidelines: badges, then the spec's three tabs. */
export function GuidelinesView({ guidelines }: { guidelines: Guidelines }) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const { simplified, guidelines: body } = guidelines;
  const deadline = body.materialChangeDeadline;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2" sx={{ mb: 0.5 }}>
        {guidelines.companyName} ({guidelines.ticker})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Disclosure rules of the {simplified.exchange} listing.
      </Typography>
      <ListingBadges summary={simplified} />
      {simplified.pennyStockLikely ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Shares on {simplified.exchange} are usually penny stocks: the PSLRA safe harbor for forward-looking statements does not apply, so
          a legend must not claim it.
        </Alert>
      ) : null}

      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        aria-label="Guideline sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mt: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((label, index) => (
          <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {TABS.map((label, index) => (
        <Box
          key={label}
          role="tabpanel"
          hidden={tab !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ pt: 3 }}
        >
          {tab !== index ? null : index === 0 ? (
            <Stack spacing={3}>
              <Section title="Material change deadline">
                <Typography variant="body2">{deadline.text}</Typography>
                <RuleCitation rule={deadline} />
              </Section>
              <Section title="Key requirements">
                <RuleList rules={simplified.keyRequirements} />
              </Section>
            </Stack>
          ) : index === 1 ? (
            <Stack spacing={3}>
              <Section title="Distribution requirements">
                <RuleList rules={body.distributionRequirements} />
              </Section>
              <Section title="Financial reporting requirements">
                <RuleList rules={body.financialReportingRequirements} />
              </Section>
            </Stack>
          ) : (
            <Stack spacing={3}>
              <Section title="Minimum disclosures">
                <RuleList rules={body.minimumDisclosures} />
              </Section>
              <Section title="Additional restrictions">
                <RuleList rules={body.additionalRestrictions} />
              </Section>
            </Stack>
          )}
        </Box>
      ))}
    </Paper>
  );
}
