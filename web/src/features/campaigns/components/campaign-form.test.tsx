import type { CampaignTone, PlanId, Sector } from '../../../gql/graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewerProvider, type Viewer } from '../../../lib/auth/viewer';
import { apiError, mockGraphQL, sampleViewer, type MockHandlers } from '../../../testing/graphql';
import { closeToasts, findToast, renderWithApi, toastText } from '../../../testing/render-with-api';
import { CampaignForm, type CampaignFormProps } from './campaign-form';

const verified = sampleViewer({
  verificationStatus: 'VERIFIED' as const,
  companyName: 'Acme Robotics Inc.',
  ticker: 'ACME',
  sector: 'Information Technology',
  website: 'https://www.acme-robotics.example',
});

const planUsage = {
  data: {
    planUsage: {
      __typename: 'PlanUsage',
      plan: 'PRO' as const,
      name: 'Pro',
      limit: 12,
      used: 3,
      remaining: 9,
      overagePrice: { __typename: 'Money' as const, amountCents: 42_000, currency: 'USD' },
      resetsAt: '2026-02-01T00:00:00.000Z',
      upgradeTo: 'AGENCY' as const,
    },
  },
};

/** The month's allowance used: one more article costs the overage price. */
const allowanceUsed = { data: { planUsage: { ...planUsage.data.planUsage, used: 12, remaining: 0 } } };

function campaignAnswer(variables: Record<string, unknown>) {
  const input = variables.input as Record<string, string>;
  return {
    data: {
      createCampaign: {
        __typename: 'CreateCampaignPayload',
        userErrors: [],
        campaign: {
          __typename: 'Campaign',
          id: 'c-1',
          title: input.title,
          companyName: input.companyName,
          ticker: input.ticker,
          sector: (input.sector ?? null) as Sector | null,
          tone: (input.tone ?? null) as CampaignTone | null,
          budget: input.budget as PlanId,
          status: 'DRAFT' as const,
          createdAt: '2026-01-05T10:00:00.000Z',
          articleId: null,
          articleStatus: null,
        },
      },
    },
  };
}

function setup(handlers: MockHandlers = {}, { viewer = verified, ...props }: Partial<CampaignFormProps> & { viewer?: Viewer } = {}) {
  const api = mockGraphQL({
    PlanUsage: () => planUsage,
    ContentWriter: () => ({ data: { contentWriter: { __typename: 'ContentWriter', builtIn: true, name: 'Built-in composer' } } }),
    CreateCampaign: campaignAnswer,
    // The server's rule (the composer's headline for the strongest highlight), faked: "Acme Reports <first line>".
    SuggestedCampaignTitle: (v) => ({ data: { suggestedCampaignTitle: `Acme Reports ${v.highlights.split('\n')[0]}` } }),
    ...handlers,
  });
  const onGenerate = props.onGenerate ?? vi.fn(async () => undefined);
  const view = renderWithApi(
    <ViewerProvider viewer={viewer}>
      <CampaignForm {...props} onGenerate={onGenerate} />
    </ViewerProvider>,
  );
  return { ...view, ...api, onGenerate };
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const operations = (calls: { operationName: string }[]) =>
  calls.map((c) => c.operationName).filter((n) => n !== 'PlanUsage' && n !== 'ContentWriter' && n !== 'SuggestedCampaignTitle');
/** The title field once the server's suggestion arrived (asked for when typing pauses). */
const titleBecomes = (title: string) => waitFor(() => expect(field('Campaign Title')).toHaveValue(title), { timeout: 5_000 });

/** Highlights long enough for a feature (a feature needs about 760 words of the issuer's facts). */
const FULL_HIGHLIGHTS = Array.from(
  { length: 40 },
  (_, i) => `Record quarter for the business unit number ${i + 1}, with revenue of $${i + 10}.5 million, up ${i + 2}% from a year ago`,
).join('\n');

function typeFullHighlights() {
  // fireEvent: typing 800 words key by key would take minutes.
  fireEvent.change(field('Key Business Highlights'), { target: { value: FULL_HIGHLIGHTS } });
}

async function chooseOption(user: ReturnType<typeof renderWithApi>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

describe('CampaignForm', { timeout: 45_000 }, () => {
  it('starts on the Pro budget with the verified issuer’s company, read-only ticker, website and sector', async () => {
    setup();
    expect(screen.getByRole('heading', { name: 'Create New Campaign' })).toBeInTheDocument();
    // No model is configured here: the form says the built-in composer writes, not "AI-Powered".
    expect(await screen.findByText('Built-in composer')).toBeInTheDocument();
    expect(screen.queryByText(/AI-Powered/)).not.toBeInTheDocument();
    expect(field('Company Name')).toHaveValue('Acme Robotics Inc.');
    expect(field('Stock Ticker')).toHaveValue('ACME');
    expect(field('Stock Ticker')).toHaveAttribute('readonly');
    expect(field('Stock Ticker')).toHaveAttribute('placeholder', 'e.g. AAPL');
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveTextContent('Technology');
    expect(screen.getByRole('radio', { name: /^Pro, \$4,999\/month, 12 articles, Full analytics$/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Basic, \$1,999\/month, 4 articles, Basic analytics$/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^Agency, \$10K\+\/month, 25\+ articles, Syndication$/ })).not.toBeChecked();
    // The website KYC verified is the company's own: the form does not ask for it again.
    expect(field('Company Website')).toHaveValue('https://www.acme-robotics.example');
    for (const label of ['Recent Press Release/News', 'Key Business Highlights']) expect(field(label)).toHaveValue('');
    expect(await screen.findByText(/3 of 12 articles used this month/)).toBeInTheDocument();
  });

  it('leaves the ticker editable and empty for an account that is not verified, and says why', () => {
    setup({}, { viewer: sampleViewer({ verificationStatus: 'PENDING' as const, ticker: 'ACME' }) });
    expect(field('Stock Ticker')).toHaveValue('');
    expect(field('Stock Ticker')).not.toHaveAttribute('readonly');
    expect(screen.getByText(/Only verified issuers can create campaigns/)).toBeInTheDocument();
  });

  it('offers the spec’s sectors and tones with their labels', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Sector' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Technology',
      'Healthcare',
      'Financial Services',
      'Energy',
      'Consumer Goods',
      'Materials',
      'Industrials',
      'Utilities',
      'Real Estate',
      'Communication Services',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Article Tone' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Bullish: confident, strictly factual',
      'Neutral',
      'Deep Dive',
      'Analytical',
      'Educational',
    ]);
  });

  it('shows the schema’s messages under the fields and sends nothing when Generate is not possible', async () => {
    const { user, calls, onGenerate } = setup(
      {},
      {
        viewer: sampleViewer({ verificationStatus: 'VERIFIED' as const, companyName: '', sector: null }),
        initialValues: { budget: '' },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    expect(within(field('Company Name').closest('.MuiFormControl-root') as HTMLElement).getByText('Required')).toBeInTheDocument();
    for (const label of ['Sector', 'Article Tone']) {
      const control = screen.getByRole('combobox', { name: label }).closest('.MuiFormControl-root') as HTMLElement;
      expect(within(control).getByText('Required')).toBeInTheDocument();
    }
    expect(screen.getByText('Budget selection is required')).toBeInTheDocument();
    // Nothing is written around missing highlights: the form asks for them first.
    expect(field('Key Business Highlights')).toHaveAccessibleDescription(
      'Add at least one business highlight: the article is written from them.',
    );
    expect(operations(calls)).toEqual([]);
    expect(onGenerate).not.toHaveBeenCalled();

    // Filling a field clears its message.
    await user.type(field('Company Name'), 'Acme');
    expect(within(field('Company Name').closest('.MuiFormControl-root') as HTMLElement).queryByText('Required')).not.toBeInTheDocument();
  });

  it('Save Draft needs company name and ticker', async () => {
    const { user, calls } = setup({}, { viewer: sampleViewer({ verificationStatus: 'PENDING' as const }) });
    await user.clear(field('Company Name'));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Missing Information');
    expect(toastText()).toContain('Please fill in company name and ticker before saving.');
    expect(operations(calls)).toEqual([]);

    await user.type(field('Company Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Missing Information');
    expect(operations(calls)).toEqual([]);
  });

  it('says how many more facts a feature needs before generating, and sends nothing', async () => {
    const { user, calls, onGenerate } = setup();
    await chooseOption(user, 'Article Tone', 'Neutral');
    fireEvent.change(field('Key Business Highlights'), { target: { value: 'Record quarter' } });
    expect(screen.getByRole('group', { name: /brief/i })).toHaveTextContent(/needs about 38 more facts/);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    expect(await within(screen.getByRole('group', { name: /brief/i })).findByRole('alert')).toHaveTextContent(/about 38 more facts/);
    expect(calls.find((c) => c.operationName === 'CreateCampaign')).toBeUndefined();
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('counts the brief’s own fields, and asks a press release for none', async () => {
    const { user } = setup();
    fireEvent.change(field('Key Business Highlights'), { target: { value: 'Record quarter' } });
    await user.click(screen.getByRole('button', { name: /Add background, products/ }));
    fireEvent.change(field('Products and services (optional)'), { target: { value: FULL_HIGHLIGHTS.slice(0, 2000) } });
    expect(screen.getByRole('group', { name: /brief/i })).toHaveTextContent(/needs about \d+ more facts/);
    expect(screen.getByRole('group', { name: /brief/i })).not.toHaveTextContent(/about 38 more facts/);
    await chooseOption(user, 'Format', 'Press release (for newswires)');
    expect(screen.queryByRole('group', { name: /brief/i })).toBeNull();
  });

  it('pre-fills the title from the strongest highlight (the server’s rule), and Save Draft stores it and says so', async () => {
    const onSaved = vi.fn();
    const { user, calls } = setup({}, { onSaved });
    expect(field('Campaign Title')).toHaveValue('');
    await user.type(field('Key Business Highlights'), 'Record quarter');
    await titleBecomes('Acme Reports Record quarter');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Draft Saved');
    expect(toastText()).toContain('Your campaign draft has been saved.');
    const create = calls.find((c) => c.operationName === 'CreateCampaign');
    expect(create?.variables).toEqual({
      input: {
        title: 'Acme Reports Record quarter',
        companyName: 'Acme Robotics Inc.',
        ticker: 'ACME',
        sector: 'TECHNOLOGY' as const,
        website: 'https://www.acme-robotics.example',
        highlights: 'Record quarter',
        format: 'ARTICLE' as const,
        budget: 'PRO' as const,
        draft: true,
      },
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('keeps a title the issuer typed over the suggestion, and refuses to generate without one', async () => {
    const { user, calls } = setup();
    await chooseOption(user, 'Article Tone', 'Neutral');
    await user.type(field('Campaign Title'), 'Robot arm launch');
    typeFullHighlights();
    // The suggestion would be "Acme Reports Record quarter …": the issuer's own title stays.
    await waitFor(() => expect(calls.some((c) => c.operationName === 'SuggestedCampaignTitle')).toBe(true), { timeout: 5_000 });
    expect(field('Campaign Title')).toHaveValue('Robot arm launch');
    await user.clear(field('Campaign Title'));
    // Cleared: the suggestion comes back.
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    fireEvent.change(field('Campaign Title'), { target: { value: '   ' } });
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    expect(field('Campaign Title')).toHaveAccessibleDescription('Required');
    expect(calls.find((c) => c.operationName === 'CreateCampaign')).toBeUndefined();
  });

  it('shows the input the server refused (the payload’s userErrors) under its field, and saves nothing', async () => {
    const onSaved = vi.fn();
    const { user } = setup(
      {
        CreateCampaign: () => ({
          data: {
            createCampaign: {
              __typename: 'CreateCampaignPayload',
              campaign: null,
              userErrors: [
                { __typename: 'UserError', path: ['website'], code: 'INVALID_FORMAT' as const, message: 'Enter the site as https://…' },
              ],
            },
          },
        }),
      },
      { onSaved },
    );
    await user.type(field('Company Website'), 'acme.example');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Error');
    expect(field('Company Website')).toHaveAccessibleDescription('Enter the site as https://…');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('Save Draft failure shows the spec’s notice', async () => {
    const { user } = setup({ CreateCampaign: () => apiError('Something went wrong on our side.', { code: 'internal_error' }) });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await findToast('Error');
    expect(toastText()).toContain('Failed to save draft. Please try again.');
  });

  it('Generate Article creates the campaign, then generates it, showing Generating... meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onGenerate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, calls } = setup({}, { onGenerate });
    await chooseOption(user, 'Article Tone', 'Deep Dive');
    typeFullHighlights();
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    await user.click(screen.getByRole('radio', { name: /^Agency/ }));
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));

    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    await waitFor(() =>
      expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1', ticker: 'ACME' }), { confirmOverage: false }),
    );
    expect(calls.find((c) => c.operationName === 'CreateCampaign')?.variables).toMatchObject({
      input: {
        title: `Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`,
        sector: 'TECHNOLOGY' as const,
        tone: 'DEEP_DIVE' as const,
        budget: 'AGENCY' as const,
        draft: false,
      },
    });
    finish();
    await findToast('Campaign Created');
    expect(toastText()).toContain('Your campaign has been created and article generated successfully.');
    expect(screen.getByRole('button', { name: 'Generate Article' })).toBeEnabled();
    // Ready for the next campaign: back to the defaults.
    expect(screen.getByRole('radio', { name: /^Pro/ })).toBeChecked();
  });

  it('Generate pressed before the title suggestion arrived still generates, under the suggested title', async () => {
    // A quick issuer (or a browser journey on a loaded machine) presses Generate within the suggestion's pause: once,
    // the form then refused silently (an empty title, flagged at the top of the form) and no dialog opened.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { user, calls, onGenerate } = setup({
      SuggestedCampaignTitle: async (v) => {
        await held;
        return { data: { suggestedCampaignTitle: `Acme Reports ${v.highlights.split('\n')[0]}` } };
      },
    });
    await chooseOption(user, 'Article Tone', 'Neutral');
    typeFullHighlights();
    expect(field('Campaign Title')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    // The suggestion answers only after the click.
    answer();
    const title = `Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`;
    await waitFor(() => expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1', title }), { confirmOverage: false }));
    expect(calls.filter((c) => c.operationName === 'CreateCampaign')).toHaveLength(1);
  });

  it('a Generate the form refuses says so in a notice and moves to the first field to fix', async () => {
    const { user, calls } = setup();
    typeFullHighlights();
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await findToast('Missing Information');
    expect(toastText()).toContain('Article Tone: Required');
    expect(screen.getByRole('combobox', { name: 'Article Tone' })).toHaveFocus();
    expect(calls.find((c) => c.operationName === 'CreateCampaign')).toBeUndefined();
  });

  it('sends the press-release format and the issuer’s quote with its speaker; a quote without a speaker is refused', async () => {
    const { user, calls } = setup();
    await chooseOption(user, 'Article Tone', 'Neutral');
    await user.type(field('Key Business Highlights'), 'Signed');
    await titleBecomes('Acme Reports Signed');
    await chooseOption(user, 'Format', 'Press release (for newswires)');
    await user.type(field('Quote (optional)'), 'Good.');
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    expect(field('Quoted person')).toHaveAccessibleDescription('Name the person quoted.');
    expect(operations(calls)).toEqual([]);
    await user.type(field('Quoted person'), 'Jo Lee');
    await user.type(field('Their title'), 'CEO');
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'CreateCampaign')?.variables).toMatchObject({
        input: {
          format: 'PRESS_RELEASE' as const,
          quote: 'Good.',
          quoteSpeakerName: 'Jo Lee',
          quoteSpeakerTitle: 'CEO',
        },
      }),
    );
  });

  it('shows the server’s 403 message when the ticker is refused', async () => {
    const { user, onGenerate } = setup({
      CreateCampaign: () => apiError('This issuer is authorized for ACME only, not for AAPL.', { code: 'ticker_not_authorized' }),
    });
    await chooseOption(user, 'Article Tone', 'Neutral');
    typeFullHighlights();
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await findToast('Error');
    expect(toastText()).toContain('This issuer is authorized for ACME only, not for AAPL.');
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('says Failed to create campaign for an unexplained failure', async () => {
    const { user } = setup({
      CreateCampaign: () => apiError('Something went wrong on our side. Reference: x', { code: 'internal_error' }),
    });
    await chooseOption(user, 'Article Tone', 'Neutral');
    typeFullHighlights();
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await findToast('Error');
    expect(toastText()).toContain('Failed to create campaign. Please try again.');
  });

  it('at the quota shows the server’s message with an Upgrade action that changes the plan, then retries the same campaign', async () => {
    const quota = apiError('Your Pro plan includes 12 articles a month and you have used them. Upgrade your plan to generate more.', {
      code: 'quota_exceeded',
      plan: 'PRO' as const,
      upgradeTo: 'AGENCY' as const,
    });
    const onGenerate = vi.fn<() => Promise<void>>(async () => {
      const { CombinedGraphQLErrors } = await import('@apollo/client/errors');
      throw new CombinedGraphQLErrors({ errors: quota.errors });
    });
    const { user, calls } = setup(
      {
        ChangePlan: () => ({
          data: {
            changePlan: {
              __typename: 'ChangePlanPayload',
              userErrors: [],
              planUsage: {
                __typename: 'PlanUsage',
                plan: 'AGENCY' as const,
                name: 'Agency',
                limit: 25,
                used: 12,
                remaining: 13,
                resetsAt: '2026-02-01T00:00:00.000Z',
                upgradeTo: null,
                changed: true,
              },
            },
          },
        }),
      },
      { onGenerate },
    );
    await chooseOption(user, 'Article Tone', 'Bullish: confident, strictly factual');
    typeFullHighlights();
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await findToast('Error');
    expect(toastText()).toContain('Your Pro plan includes 12 articles a month and you have used them.');

    // fireEvent: the toast's swipe handling needs pointer capture, which the test DOM lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade', hidden: true }));
    await findToast('Plan Changed');
    expect(toastText()).toContain('You are now on the Agency plan: 25 articles a month');
    expect(calls.find((c) => c.operationName === 'ChangePlan')?.variables).toEqual({ plan: 'AGENCY' as const });

    // The campaign exists already: generating again does not create a second one.
    onGenerate.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await findToast('Campaign Created');
    expect(calls.filter((c) => c.operationName === 'CreateCampaign')).toHaveLength(1);
    expect(onGenerate).toHaveBeenCalledTimes(2);
  });

  it('beyond the allowance shows the price before anything is charged, and generates only once it is accepted', async () => {
    const { user, onGenerate } = setup({ PlanUsage: () => allowanceUsed });
    const notice = await screen.findByText("This article is beyond your Pro plan's 12 this month: $420 will be charged.");
    expect(notice).toBeInTheDocument();
    await chooseOption(user, 'Article Tone', 'Neutral');
    typeFullHighlights();
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    expect(await screen.findByText(/Confirm the charge to generate it/)).toBeInTheDocument();
    expect(onGenerate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Charge $420 for this article' }));
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await findToast('Campaign Created');
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1' }), { confirmOverage: true });
  });

  it('within the allowance shows no price and generates without a confirmation', async () => {
    const { user, onGenerate } = setup();
    await chooseOption(user, 'Article Tone', 'Neutral');
    typeFullHighlights();
    await titleBecomes(`Acme Reports ${FULL_HIGHLIGHTS.split('\n')[0]}`);
    await user.click(screen.getByRole('button', { name: 'Generate Article' }));
    await findToast('Campaign Created');
    expect(screen.queryByText(/will be charged/)).not.toBeInTheDocument();
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1' }), { confirmOverage: false });
  });

  it('offers plan changes only to the owner: an editor or a viewer sees the plan without the Change plan control', async () => {
    for (const memberRole of ['EDITOR', 'VIEWER'] as const) {
      const { unmount } = setup({}, { viewer: { ...verified, memberRole } });
      expect(await screen.findByText('Only the owner can change the plan.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
      unmount();
    }
    setup();
    expect(await screen.findByRole('button', { name: 'Change plan' })).toBeInTheDocument();
  });
});
