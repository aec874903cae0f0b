import { randomUUID } from 'node:crypto';
import { accepted, issuerWireClient } from './client';
import { CheckCompliance, CreateCampaign, CreateWebhookEndpoint, GenerateArticle, PublishArticle } from './operations';
import { startReceiver, type WebhookEvent } from './webhook-receiver';

export interface PartnerFlowResult {
  campaignId: string;
  articleId: string;
  compliance: { result: string; complianceScore: number };
  hostedUrl: string;
  published: WebhookEvent;
}

/**
 * What an IR-website vendor does for an issuer, with the token the issuer's owner gave it (scopes read,
 * content:write, publish, webhooks): register a webhook, create a campaign, have the article written,
 * check it against the exchange's rules, publish it, and hear about it on the webhook.
 */
export async function runPartnerFlow(options: {
  baseUrl: string;
  token: string;
  ticker: string;
  companyName: string;
  receiverHost?: string;
  /** The receiver's port; the server's WEBHOOK_ALLOWED_HOSTS must name receiverHost:receiverPort. */
  receiverPort?: number;
}) {
  const request = issuerWireClient(options.baseUrl, options.token);
  const receiver = await startReceiver(options.receiverHost, options.receiverPort);
  try {
    const { createWebhookEndpoint } = await request(CreateWebhookEndpoint, {
      input: { url: receiver.url, eventTypes: ['ARTICLE_GENERATED', 'ARTICLE_PUBLISHED'] },
    });
    receiver.setSecret(accepted(createWebhookEndpoint, 'webhookEndpointWithSecret').secret);

    const { createCampaign } = await request(CreateCampaign, {
      input: {
        title: `${options.ticker} quarterly update (partner)`,
        companyName: options.companyName,
        ticker: options.ticker,
        sector: 'TECHNOLOGY',
        tone: 'NEUTRAL',
        highlights: 'Signed two regional customers\nOpened a support office',
        pressRelease: `${options.companyName} signs two regional customers`,
        // A press release from two highlights; a feature article needs a fuller brief (brief_too_thin).
        format: 'PRESS_RELEASE',
        budget: 'PRO',
      },
    });
    const campaign = accepted(createCampaign, 'campaign');
    const { generateArticle } = await request(GenerateArticle, { campaignId: campaign.id });
    const { article } = accepted(generateArticle, 'articleGenerationResult');
    await receiver.next('article.generated');

    const { checkCompliance } = await request(CheckCompliance, { ticker: options.ticker, content: article.content });
    // One key per publish: a retry after a timeout gets the first answer, never a second post.
    const { publishArticle } = await request(PublishArticle, {
      articleId: article.id,
      platforms: ['MEDIUM'],
      idempotencyKey: randomUUID(),
    });
    const { hostedUrl } = accepted(publishArticle, 'publishResult');
    const published = await receiver.next('article.published');
    return {
      campaignId: campaign.id,
      articleId: article.id,
      compliance: checkCompliance,
      hostedUrl,
      published,
    } satisfies PartnerFlowResult;
  } finally {
    await receiver.close();
  }
}
