import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { mockGraphQL, sampleViewer } from '../../../testing/graphql';
import { closeToasts, findToast } from '../../../testing/render-with-api';
import { renderRoute } from '../../../testing/render-route';

afterEach(async () => {
  closeToasts();
  await getApolloClient().clearStore();
});

const profile = {
  __typename: 'CompanyProfile' as const,
  headOfficeCity: null,
  headOfficeRegion: null,
  headOfficeCountry: null,
  boilerplate: null,
  mediaContact: null,
  dateline: '',
  marketCountry: 'US',
};

const newsroom = (canChange: boolean) => ({
  __typename: 'Newsroom' as const,
  slug: 'acme',
  url: 'http://localhost:3000/newsroom/acme',
  title: 'Acme Newsroom',
  logoUrl: null,
  canChange,
  feeds: {
    __typename: 'NewsroomFeeds' as const,
    rss: 'http://localhost:3000/newsroom/acme/feed.rss',
    atom: 'http://localhost:3000/newsroom/acme/feed.atom',
    json: 'http://localhost:3000/newsroom/acme/feed.json',
  },
});

function renderSettings(memberRole: 'OWNER' | 'VIEWER' = 'OWNER') {
  const viewer = sampleViewer({ verificationStatus: 'VERIFIED' as const, memberRole, twoFactorEnabled: true });
  const mock = mockGraphQL({
    Me: () => ({ data: { me: viewer } }),
    Sessions: () => ({ data: { sessions: { nodes: [] } } }),
    PlatformConnections: () => ({ data: { platforms: { nodes: [] } } }),
    ApprovalRule: () => ({ data: { approvalRule: { __typename: 'ApprovalRule', required: false, approvalsNeeded: 1, explicit: false } } }),
    Team: () => ({ data: { team: { __typename: 'Team', members: [], invitations: [] } } }),
    CompanyProfile: () => ({ data: { companyProfile: profile } }),
    Newsroom: () => ({ data: { newsroom: newsroom(memberRole === 'OWNER') } }),
    UpdateCompanyProfile: (variables) => ({
      data: {
        updateCompanyProfile: {
          __typename: 'UpdateCompanyProfilePayload',
          companyProfile: { ...profile, ...variables.input, dateline: 'SEATTLE, WA' },
          userErrors: [],
        },
      },
    }),
  });
  return { ...renderRoute('/settings'), ...mock };
}

describe('Settings → Company profile', { timeout: 20_000 }, () => {
  it('prefills the country from the market data, says the dateline lacks a city, and saves the head office', async () => {
    const { user, calls } = renderSettings();
    const city = await screen.findByRole('textbox', { name: 'Head office city' });
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByText(/No head office city yet/)).toBeInTheDocument();
    await user.type(city, 'Seattle');
    await user.type(screen.getByRole('textbox', { name: 'State or region' }), 'WA');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await findToast('Company profile saved');
    expect(calls.find((c) => c.operationName === 'UpdateCompanyProfile')?.variables).toEqual({
      input: { headOfficeCity: 'Seattle', headOfficeRegion: 'WA', headOfficeCountry: 'US', boilerplate: '', mediaContact: '' },
    });
  });

  it('shows a viewer what releases print without letting them change it', async () => {
    renderSettings('VIEWER');
    expect(await screen.findByRole('textbox', { name: 'Head office city' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
  });
});
