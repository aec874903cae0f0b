import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockGraphQL } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { ComplianceNoticeCard } from './compliance-notice-card';

describe('ComplianceNoticeCard', () => {
  it('describes the disclosures as they are: the amount charged, and what wrote the text (not always AI)', () => {
    mockGraphQL({});
    renderWithApi(<ComplianceNoticeCard />);
    const items = within(screen.getByRole('region', { name: 'Compliance Notice' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Paid content: the issuer paid for this communication, and the amount IssuerWire charged for it.',
      'What wrote it: automated writing software from your facts, or AI assistance, naming the model.',
      'Not investment advice.',
    ]);
    expect(screen.queryByText(/written with the help of an AI model/)).not.toBeInTheDocument();
  });
});
