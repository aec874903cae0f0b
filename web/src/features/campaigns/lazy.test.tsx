import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ViewerProvider } from '../../lib/auth/viewer';
import { mockGraphQL, sampleViewer } from '../../testing/graphql';
import { renderWithApi } from '../../testing/render-with-api';
import { CampaignForm } from './lazy';

describe('the lazily loaded campaign form', () => {
  it('carries its id while its code loads and after, so the New Campaign button always controls something', async () => {
    mockGraphQL({});
    renderWithApi(
      <ViewerProvider viewer={sampleViewer()}>
        <CampaignForm id="the-form" onGenerate={async () => undefined} />
      </ViewerProvider>,
    );
    // First render: the placeholder, before the chunk has arrived.
    expect(document.getElementById('the-form')).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('heading', { name: 'Create New Campaign' });
    expect(document.getElementById('the-form')).toHaveAccessibleName('Create New Campaign');
  });
});
