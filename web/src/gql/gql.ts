/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ArticleLocation($id: ID!) {\n    article(id: $id) {\n      id\n      campaignId\n      title\n    }\n  }\n": typeof types.ArticleLocationDocument,
    "\n  mutation ApproveKycReview($userId: ID!, $note: String) {\n    approveKycReview(userId: $userId, note: $note) {\n      success\n      message\n    }\n  }\n": typeof types.ApproveKycReviewDocument,
    "\n  query KycReviews {\n    kycReviews {\n      nodes {\n        userId\n        applicationId\n        accountEmail\n        submittedAt\n        emailConfirmedAt\n        userData {\n          username\n          email\n          companyName\n          ticker\n          exchange\n          sector\n          contactName\n          website\n          jurisdiction\n          newsUpdate\n          listingKnown\n        }\n        verificationSteps {\n          id\n          name\n          status\n          detail\n          offlineStandIn\n        }\n      }\n    }\n  }\n": typeof types.KycReviewsDocument,
    "\n  mutation RejectKycReview($userId: ID!, $reason: String!) {\n    rejectKycReview(userId: $userId, reason: $reason) {\n      success\n      message\n    }\n  }\n": typeof types.RejectKycReviewDocument,
    "\n  query ArticleApproval($articleId: ID!) {\n    articleApproval(articleId: $articleId) {\n      required\n      approvalsNeeded\n      approved\n      current {\n        id\n        status\n      }\n      history {\n        id\n        version\n        status\n        requestedBy\n        requestedByName\n        note\n        createdAt\n        decidedAt\n        decisions {\n          userId\n          name\n          decision\n          comment\n          at\n        }\n      }\n    }\n  }\n": typeof types.ArticleApprovalDocument,
    "\n  mutation RequestApproval($articleId: ID!, $note: String) {\n    requestApproval(articleId: $articleId, note: $note) {\n      approved\n    }\n  }\n": typeof types.RequestApprovalDocument,
    "\n  mutation ApproveArticle($articleId: ID!, $comment: String) {\n    approveArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n": typeof types.ApproveArticleDocument,
    "\n  mutation RejectArticle($articleId: ID!, $comment: String!) {\n    rejectArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n": typeof types.RejectArticleDocument,
    "\n  query WaitingForMyApproval {\n    waitingForMyApproval {\n      nodes {\n        articleId\n        campaignId\n        title\n        version\n        requestedByName\n        note\n        requestedAt\n      }\n    }\n  }\n": typeof types.WaitingForMyApprovalDocument,
    "\n  query ArticleCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      findings {\n        ruleId\n        title\n        severity\n        citation\n        message\n        suggestion\n        span {\n          text\n        }\n      }\n    }\n  }\n": typeof types.ArticleComplianceDocument,
    "\n  fragment ArticleFields on Article {\n    id\n    campaignId\n    title\n    content\n    body\n    disclosures\n    status\n    platforms\n    compliance\n    createdAt\n    updatedAt\n    publishedAt\n    wordCount\n    version\n    model\n  }\n": typeof types.ArticleFieldsFragmentDoc,
    "\n  subscription ArticleGeneration($campaignId: ID!) {\n    articleGeneration(campaignId: $campaignId) {\n      campaignId\n      delta\n      done\n      articleId\n      error\n      errorCode\n      ready\n    }\n  }\n": typeof types.ArticleGenerationDocument,
    "\n  query ArticleHistory($id: ID!) {\n    articleHistory(id: $id) {\n      articleId\n      versions {\n        version\n        title\n        reason\n        createdAt\n        titleChanged\n        diff {\n          op\n          text\n        }\n      }\n    }\n  }\n": typeof types.ArticleHistoryDocument,
    "\n  query ArticlePreview($id: ID!, $campaignId: ID!) {\n    article(id: $id) {\n      ...ArticleFields\n    }\n    campaign(id: $campaignId) {\n      id\n      title\n      companyName\n      ticker\n    }\n  }\n": typeof types.ArticlePreviewDocument,
    "\n  mutation GenerateArticle($campaignId: ID!) {\n    generateArticle(campaignId: $campaignId) {\n      article {\n        ...ArticleFields\n      }\n      summary {\n        wordCount\n        complianceScore\n        complianceLevel\n        quota {\n          plan\n          limit\n          used\n          remaining\n        }\n      }\n    }\n  }\n": typeof types.GenerateArticleDocument,
    "\n  mutation PublishArticle($articleId: ID!, $platforms: [String!]!, $scheduledFor: String, $idempotencyKey: String) {\n    publishArticle(articleId: $articleId, platforms: $platforms, scheduledFor: $scheduledFor, idempotencyKey: $idempotencyKey) {\n      message\n      hostedUrl\n      replayed\n      movedAfterDistribution {\n        from\n        to\n      }\n      publications {\n        id\n        platform\n        platformName\n        status\n        scheduledFor\n        publishedAt\n        url\n        sandbox\n        lastError\n        submission {\n          formUrl\n        }\n      }\n    }\n  }\n": typeof types.PublishArticleDocument,
    "\n  query PublishPlatforms {\n    platforms {\n      nodes {\n        id\n        name\n        connected\n        sandbox\n        sandboxReason\n      }\n    }\n  }\n": typeof types.PublishPlatformsDocument,
    "\n  mutation RegenerateArticle($id: ID!) {\n    regenerateArticle(id: $id) {\n      article {\n        ...ArticleFields\n      }\n    }\n  }\n": typeof types.RegenerateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $title: String!, $content: String!) {\n    updateArticle(id: $id, title: $title, content: $content) {\n      article {\n        ...ArticleFields\n      }\n      disclosuresRestored\n      changed\n      message\n    }\n  }\n": typeof types.UpdateArticleDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation EnableTwoFactor($token: String!) {\n    enableTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n": typeof types.EnableTwoFactorDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      requiresTwoFactor\n      tempToken\n      message\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RegenerateBackupCodes($token: String!) {\n    regenerateBackupCodes(token: $token)\n  }\n": typeof types.RegenerateBackupCodesDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResetTwoFactor($token: String!) {\n    resetTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n": typeof types.ResetTwoFactorDocument,
    "\n  query Sessions {\n    sessions {\n      nodes {\n        id\n        createdAt\n        lastSeenAt\n        ip\n        userAgent\n        current\n      }\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      qrCodeUrl\n      manualEntryKey\n      backupCodes\n    }\n  }\n": typeof types.SetupTwoFactorDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n    }\n  }\n": typeof types.SignupDocument,
    "\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      success\n      message\n      method\n      backupCodesRemaining\n    }\n  }\n": typeof types.VerifyTwoFactorDocument,
    "\n  query DemoAccounts {\n    demoAccounts {\n      accounts {\n        id\n        username\n        verificationStatus\n        ticker\n      }\n      nonExistentUserId\n      demoTicker\n      otherTicker\n    }\n  }\n": typeof types.DemoAccountsDocument,
    "\n  query DemoProfile {\n    demoProfile {\n      id\n      username\n      email\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n    }\n  }\n": typeof types.DemoProfileDocument,
    "\n  query TestTickerAuthorization($input: TickerAuthorizationTestInput!) {\n    testTickerAuthorization(input: $input) {\n      isAuthorized\n      userId\n      ticker\n      authorizedTicker\n      reason\n      code\n    }\n  }\n": typeof types.TestTickerAuthorizationDocument,
    "\n  mutation ArchiveCampaign($id: ID!) {\n    archiveCampaign(id: $id) {\n      id\n      status\n      archivedAt\n    }\n  }\n": typeof types.ArchiveCampaignDocument,
    "\n  query CampaignList($page: Int, $pageSize: Int, $search: String, $status: CampaignStatusFilter) {\n    campaigns(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...CampaignRowFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.CampaignListDocument,
    "\n  fragment CampaignRowFields on Campaign {\n    id\n    title\n    companyName\n    ticker\n    sector\n    tone\n    budget\n    status\n    createdAt\n    articleId\n    articleStatus\n  }\n": typeof types.CampaignRowFieldsFragmentDoc,
    "\n  mutation ChangePlan($plan: PlanId!) {\n    changePlan(plan: $plan) {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n      changed\n    }\n  }\n": typeof types.ChangePlanDocument,
    "\n  mutation CreateCampaign($input: CampaignInput!, $draft: Boolean) {\n    createCampaign(input: $input, draft: $draft) {\n      ...CampaignRowFields\n    }\n  }\n": typeof types.CreateCampaignDocument,
    "\n  query PlanUsage {\n    planUsage {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n    }\n  }\n": typeof types.PlanUsageDocument,
    "\n  query AnalyzeContent($ticker: String!, $content: String!) {\n    analyzeContent(ticker: $ticker, content: $content) {\n      complianceScore\n      criticalIssues\n      recommendations\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n": typeof types.AnalyzeContentDocument,
    "\n  query CheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      warnings {\n        critical\n        important\n        advisory\n      }\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n": typeof types.CheckComplianceDocument,
    "\n  fragment ComplianceFindingFields on ComplianceFinding {\n    ruleId\n    title\n    severity\n    citation\n    message\n    suggestion\n    span {\n      start\n      end\n      text\n    }\n  }\n": typeof types.ComplianceFindingFieldsFragmentDoc,
    "\n  query GuidelineDeadlines($ticker: String!, $eventTime: DateTimeISO) {\n    guidelines(ticker: $ticker, eventTime: $eventTime) {\n      ticker\n      simplified {\n        exchange\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n      }\n      deadlines {\n        eventTime\n        materialChangeReport {\n          form\n          dueAt\n        }\n        release {\n          easternTime\n          session\n          notifyExchangeBy\n          earliestAfterClose\n          ok\n          warnings\n          rules {\n            ...RuleItemFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.GuidelineDeadlinesDocument,
    "\n  query Guidelines($ticker: String!) {\n    guidelines(ticker: $ticker) {\n      ticker\n      companyName\n      simplified {\n        exchange\n        jurisdiction\n        complianceLevel\n        riskLevel\n        pennyStockLikely\n        keyRequirements {\n          ...RuleItemFields\n        }\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n        distributionRequirements {\n          ...RuleItemFields\n        }\n        financialReportingRequirements {\n          ...RuleItemFields\n        }\n        minimumDisclosures {\n          ...RuleItemFields\n        }\n        additionalRestrictions {\n          ...RuleItemFields\n        }\n      }\n    }\n  }\n": typeof types.GuidelinesDocument,
    "\n  fragment RuleItemFields on RuleItem {\n    id\n    text\n    citation\n    unconfirmed\n  }\n": typeof types.RuleItemFieldsFragmentDoc,
    "\n  mutation GenerateContent($input: GenerateContentInput!) {\n    generateContent(input: $input) {\n      title\n      content\n      complianceLevel\n      jurisdiction\n      exchange\n      warnings\n      mandatoryDisclosures\n      timestamp\n      complianceScore\n    }\n  }\n": typeof types.GenerateContentDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCampaigns\n      articlesPublished\n      totalEngagement\n      revenue\n      changes {\n        activeCampaigns\n        articlesPublished\n        totalEngagement\n        revenue\n      }\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  mutation CancelNewswireOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n": typeof types.CancelNewswireOrderDocument,
    "\n  mutation ConfirmNewswireOrder($id: ID!, $releaseUrl: String!) {\n    confirmNewswireOrder(id: $id, releaseUrl: $releaseUrl) {\n      ...NewswireOrderFields\n    }\n  }\n": typeof types.ConfirmNewswireOrderDocument,
    "\n  mutation DistributeArticle($input: DistributeInput!, $idempotencyKey: String) {\n    distributeArticle(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      totalCostCents\n      estimatedReach\n      replayed\n      orders {\n        ...NewswireOrderFields\n      }\n      movedPublications {\n        id\n        platform\n        from\n        to\n      }\n    }\n  }\n": typeof types.DistributeArticleDocument,
    "\n  fragment NewswireOrderFields on NewswireOrder {\n    id\n    articleId\n    provider\n    providerName\n    apiAvailable\n    level\n    status\n    costCents\n    estimatedReach\n    targetTime\n    vendorRef\n    releaseUrl\n    sandbox\n    message\n    lastError\n    attempts\n    publishedAt\n    createdAt\n    submission {\n      formUrl\n      text\n      fields {\n        label\n        value\n      }\n    }\n  }\n": typeof types.NewswireOrderFieldsFragmentDoc,
    "\n  query NewswireOrders($articleId: ID!) {\n    newswireOrders(articleId: $articleId) {\n      nodes {\n        ...NewswireOrderFields\n      }\n    }\n  }\n": typeof types.NewswireOrdersDocument,
    "\n  query NewswireProviders {\n    newswireProviders {\n      nodes {\n        id\n        name\n        apiAvailable\n        pricingCents {\n          basic\n          enhanced\n          premium\n        }\n        pricingIndicative\n        features\n        sandbox\n        submissionUrl\n      }\n    }\n  }\n": typeof types.NewswireProvidersDocument,
    "\n  mutation RetryNewswireOrder($id: ID!) {\n    retryNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n": typeof types.RetryNewswireOrderDocument,
    "\n  query AnalyticsCampaigns {\n    campaigns(page: 1, pageSize: 100) {\n      items {\n        id\n        title\n        ticker\n      }\n    }\n  }\n": typeof types.AnalyticsCampaignsDocument,
    "\n  query Analytics($from: String, $to: String, $campaignId: ID) {\n    analytics(from: $from, to: $to, campaignId: $campaignId) {\n      from\n      to\n      rows {\n        date\n        campaignId\n        campaignTitle\n        ticker\n        platform\n        label\n        views\n        clicks\n        shares\n        likes\n        comments\n      }\n      newswireOrders {\n        id\n        campaignId\n        articleId\n        provider\n        level\n        status\n        estimatedReach\n        costCents\n        sandbox\n        releaseUrl\n        createdAt\n        publishedAt\n      }\n    }\n  }\n": typeof types.AnalyticsDocument,
    "\n  fragment EngagementFields on Engagement {\n    campaignId\n    articleId\n    articleTitle\n    publishedAt\n    hasData\n    totalEngagement\n    updatedAt\n    platforms {\n      twitter {\n        views\n        likes\n        retweets\n        clicks\n        source\n      }\n      medium {\n        views\n        claps\n        clicks\n        source\n      }\n      substack {\n        opens\n        clicks\n        source\n      }\n      web {\n        views\n        clicks\n      }\n    }\n    stockData {\n      ticker\n      currentPrice\n      changePercent\n      volume\n      currency\n      asOf\n      source\n    }\n    comparison {\n      label\n      percent\n      averageEngagement\n      campaignsCompared\n    }\n  }\n": typeof types.EngagementFieldsFragmentDoc,
    "\n  subscription EngagementUpdated($campaignId: ID!) {\n    engagementUpdated(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n": typeof types.EngagementUpdatedDocument,
    "\n  query Engagement($campaignId: ID!) {\n    engagement(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n": typeof types.EngagementDocument,
    "\n  mutation RefreshEngagement($campaignId: ID!) {\n    refreshEngagement(campaignId: $campaignId) {\n      queued\n      message\n    }\n  }\n": typeof types.RefreshEngagementDocument,
    "\n  query KycStatus {\n    kycStatus {\n      verificationStatus\n      authorizedTicker\n      verifiedAt\n      applicationStatus\n      submittedAt\n      userData {\n        username\n        email\n        companyName\n        ticker\n        exchange\n        sector\n        contactName\n        website\n        jurisdiction\n        newsUpdate\n        verificationStatus\n        listingKnown\n      }\n      verificationSteps {\n        id\n        name\n        description\n        status\n        detail\n        offlineStandIn\n      }\n      code {\n        sentTo\n        expiresAt\n        attemptsLeft\n        resendAvailableAt\n      }\n      review {\n        decision\n        reason\n        decidedAt\n      }\n    }\n  }\n": typeof types.KycStatusDocument,
    "\n  mutation ResendKycCode {\n    resendKycCode {\n      success\n      message\n      sentTo\n      expiresAt\n    }\n  }\n": typeof types.ResendKycCodeDocument,
    "\n  mutation SubmitKyc($input: KycSubmissionInput!) {\n    submitKyc(input: $input) {\n      userData {\n        email\n        ticker\n        companyName\n      }\n      verificationSteps {\n        id\n        name\n        status\n      }\n    }\n  }\n": typeof types.SubmitKycDocument,
    "\n  mutation VerifyKycEmail($input: KycVerifyEmailInput!) {\n    verifyKycEmail(input: $input) {\n      success\n      message\n      verificationStatus\n    }\n  }\n": typeof types.VerifyKycEmailDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unread\n      items {\n        id\n        kind\n        title\n        body\n        campaignId\n        articleId\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      nodes {\n        id\n        name\n        scopes\n        hint\n        status\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      nodes {\n        id\n        url\n        description\n        eventTypes\n        enabled\n        disabledReason\n        disabledAt\n        createdAt\n      }\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          log {\n            attempt\n            at\n            status\n            latencyMs\n            error\n          }\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input)\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      id\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation CancelCalendarOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...CalendarOrderFields\n    }\n  }\n": typeof types.CancelCalendarOrderDocument,
    "\n  mutation CancelPublication($id: ID!) {\n    cancelPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n": typeof types.CancelPublicationDocument,
    "\n  mutation ConfirmPublication($id: ID!, $url: String!) {\n    confirmPublication(id: $id, url: $url) {\n      ...PublicationFields\n    }\n  }\n": typeof types.ConfirmPublicationDocument,
    "\n  mutation ConnectPlatform($platform: String!, $credentials: JSONObject!, $label: String) {\n    connectPlatform(platform: $platform, credentials: $credentials, label: $label) {\n      ...PlatformFields\n    }\n  }\n": typeof types.ConnectPlatformDocument,
    "\n  mutation DisconnectPlatform($platform: String!) {\n    disconnectPlatform(platform: $platform) {\n      ...PlatformFields\n    }\n  }\n": typeof types.DisconnectPlatformDocument,
    "\n  fragment PlatformFields on Platform {\n    id\n    name\n    connected\n    label\n    connectedAt\n    sandbox\n    sandboxReason\n    credentialFields {\n      name\n      required\n      description\n    }\n    oauthAvailable\n    oauthStartUrl\n  }\n": typeof types.PlatformFieldsFragmentDoc,
    "\n  query PlatformConnections {\n    platforms {\n      nodes {\n        ...PlatformFields\n      }\n    }\n  }\n": typeof types.PlatformConnectionsDocument,
    "\n  fragment PublicationFields on Publication {\n    id\n    articleId\n    campaignId\n    articleTitle\n    platform\n    platformName\n    status\n    scheduledFor\n    publishedAt\n    url\n    sandbox\n    attempts\n    lastError\n    submission {\n      formUrl\n      text\n    }\n    at\n  }\n": typeof types.PublicationFieldsFragmentDoc,
    "\n  fragment CalendarOrderFields on NewswireOrder {\n    id\n    articleId\n    articleTitle\n    provider\n    providerName\n    level\n    status\n    targetTime\n    releaseUrl\n    sandbox\n    lastError\n    message\n    publishedAt\n    at\n  }\n": typeof types.CalendarOrderFieldsFragmentDoc,
    "\n  query PublishingCalendar($from: String, $to: String) {\n    publishingCalendar(from: $from, to: $to) {\n      from\n      to\n      publications {\n        ...PublicationFields\n      }\n      orders {\n        ...CalendarOrderFields\n      }\n    }\n  }\n": typeof types.PublishingCalendarDocument,
    "\n  mutation RetryPublication($id: ID!) {\n    retryPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n": typeof types.RetryPublicationDocument,
    "\n  query ApprovalRule {\n    approvalRule {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n": typeof types.ApprovalRuleDocument,
    "\n  mutation SetApprovalRule($required: Boolean!, $approvalsNeeded: Int!) {\n    setApprovalRule(required: $required, approvalsNeeded: $approvalsNeeded) {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n": typeof types.SetApprovalRuleDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      organizationName\n      ticker\n      role\n      email\n      expiresAt\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      userId\n      role\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation InviteMember($input: InviteInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation ChangeMemberRole($userId: ID!, $role: MemberRole!) {\n    changeMemberRole(userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": typeof types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId)\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  query Team {\n    team {\n      members {\n        userId\n        username\n        email\n        role\n        twoFactorEnabled\n        joinedAt\n      }\n      invitations {\n        id\n        email\n        role\n        outsideDomain\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query TickerSearch($query: String!) {\n    stockSearch(query: $query) {\n      nodes {\n        ticker\n        exchange\n        name\n        marketCap\n      }\n    }\n  }\n": typeof types.TickerSearchDocument,
    "\n  query TickerValidate($ticker: String!) {\n    validateTicker(ticker: $ticker) {\n      valid\n      companyInfo {\n        companyName\n        ticker\n        exchange\n        sector\n        industry\n        marketCap\n        website\n        country\n        isDemo\n      }\n    }\n  }\n": typeof types.TickerValidateDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      role\n      plan\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n      twoFactorEnabled\n      twoFactorRequired\n      organizationId\n      memberRole\n      backupCodesRemaining\n      lastLoginAt\n      createdAt\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  query ArticleLocation($id: ID!) {\n    article(id: $id) {\n      id\n      campaignId\n      title\n    }\n  }\n": types.ArticleLocationDocument,
    "\n  mutation ApproveKycReview($userId: ID!, $note: String) {\n    approveKycReview(userId: $userId, note: $note) {\n      success\n      message\n    }\n  }\n": types.ApproveKycReviewDocument,
    "\n  query KycReviews {\n    kycReviews {\n      nodes {\n        userId\n        applicationId\n        accountEmail\n        submittedAt\n        emailConfirmedAt\n        userData {\n          username\n          email\n          companyName\n          ticker\n          exchange\n          sector\n          contactName\n          website\n          jurisdiction\n          newsUpdate\n          listingKnown\n        }\n        verificationSteps {\n          id\n          name\n          status\n          detail\n          offlineStandIn\n        }\n      }\n    }\n  }\n": types.KycReviewsDocument,
    "\n  mutation RejectKycReview($userId: ID!, $reason: String!) {\n    rejectKycReview(userId: $userId, reason: $reason) {\n      success\n      message\n    }\n  }\n": types.RejectKycReviewDocument,
    "\n  query ArticleApproval($articleId: ID!) {\n    articleApproval(articleId: $articleId) {\n      required\n      approvalsNeeded\n      approved\n      current {\n        id\n        status\n      }\n      history {\n        id\n        version\n        status\n        requestedBy\n        requestedByName\n        note\n        createdAt\n        decidedAt\n        decisions {\n          userId\n          name\n          decision\n          comment\n          at\n        }\n      }\n    }\n  }\n": types.ArticleApprovalDocument,
    "\n  mutation RequestApproval($articleId: ID!, $note: String) {\n    requestApproval(articleId: $articleId, note: $note) {\n      approved\n    }\n  }\n": types.RequestApprovalDocument,
    "\n  mutation ApproveArticle($articleId: ID!, $comment: String) {\n    approveArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n": types.ApproveArticleDocument,
    "\n  mutation RejectArticle($articleId: ID!, $comment: String!) {\n    rejectArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n": types.RejectArticleDocument,
    "\n  query WaitingForMyApproval {\n    waitingForMyApproval {\n      nodes {\n        articleId\n        campaignId\n        title\n        version\n        requestedByName\n        note\n        requestedAt\n      }\n    }\n  }\n": types.WaitingForMyApprovalDocument,
    "\n  query ArticleCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      findings {\n        ruleId\n        title\n        severity\n        citation\n        message\n        suggestion\n        span {\n          text\n        }\n      }\n    }\n  }\n": types.ArticleComplianceDocument,
    "\n  fragment ArticleFields on Article {\n    id\n    campaignId\n    title\n    content\n    body\n    disclosures\n    status\n    platforms\n    compliance\n    createdAt\n    updatedAt\n    publishedAt\n    wordCount\n    version\n    model\n  }\n": types.ArticleFieldsFragmentDoc,
    "\n  subscription ArticleGeneration($campaignId: ID!) {\n    articleGeneration(campaignId: $campaignId) {\n      campaignId\n      delta\n      done\n      articleId\n      error\n      errorCode\n      ready\n    }\n  }\n": types.ArticleGenerationDocument,
    "\n  query ArticleHistory($id: ID!) {\n    articleHistory(id: $id) {\n      articleId\n      versions {\n        version\n        title\n        reason\n        createdAt\n        titleChanged\n        diff {\n          op\n          text\n        }\n      }\n    }\n  }\n": types.ArticleHistoryDocument,
    "\n  query ArticlePreview($id: ID!, $campaignId: ID!) {\n    article(id: $id) {\n      ...ArticleFields\n    }\n    campaign(id: $campaignId) {\n      id\n      title\n      companyName\n      ticker\n    }\n  }\n": types.ArticlePreviewDocument,
    "\n  mutation GenerateArticle($campaignId: ID!) {\n    generateArticle(campaignId: $campaignId) {\n      article {\n        ...ArticleFields\n      }\n      summary {\n        wordCount\n        complianceScore\n        complianceLevel\n        quota {\n          plan\n          limit\n          used\n          remaining\n        }\n      }\n    }\n  }\n": types.GenerateArticleDocument,
    "\n  mutation PublishArticle($articleId: ID!, $platforms: [String!]!, $scheduledFor: String, $idempotencyKey: String) {\n    publishArticle(articleId: $articleId, platforms: $platforms, scheduledFor: $scheduledFor, idempotencyKey: $idempotencyKey) {\n      message\n      hostedUrl\n      replayed\n      movedAfterDistribution {\n        from\n        to\n      }\n      publications {\n        id\n        platform\n        platformName\n        status\n        scheduledFor\n        publishedAt\n        url\n        sandbox\n        lastError\n        submission {\n          formUrl\n        }\n      }\n    }\n  }\n": types.PublishArticleDocument,
    "\n  query PublishPlatforms {\n    platforms {\n      nodes {\n        id\n        name\n        connected\n        sandbox\n        sandboxReason\n      }\n    }\n  }\n": types.PublishPlatformsDocument,
    "\n  mutation RegenerateArticle($id: ID!) {\n    regenerateArticle(id: $id) {\n      article {\n        ...ArticleFields\n      }\n    }\n  }\n": types.RegenerateArticleDocument,
    "\n  mutation UpdateArticle($id: ID!, $title: String!, $content: String!) {\n    updateArticle(id: $id, title: $title, content: $content) {\n      article {\n        ...ArticleFields\n      }\n      disclosuresRestored\n      changed\n      message\n    }\n  }\n": types.UpdateArticleDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation EnableTwoFactor($token: String!) {\n    enableTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n": types.EnableTwoFactorDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n      message\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      requiresTwoFactor\n      tempToken\n      message\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation RegenerateBackupCodes($token: String!) {\n    regenerateBackupCodes(token: $token)\n  }\n": types.RegenerateBackupCodesDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResetTwoFactor($token: String!) {\n    resetTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n": types.ResetTwoFactorDocument,
    "\n  query Sessions {\n    sessions {\n      nodes {\n        id\n        createdAt\n        lastSeenAt\n        ip\n        userAgent\n        current\n      }\n    }\n  }\n": types.SessionsDocument,
    "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      qrCodeUrl\n      manualEntryKey\n      backupCodes\n    }\n  }\n": types.SetupTwoFactorDocument,
    "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n    }\n  }\n": types.SignupDocument,
    "\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      success\n      message\n      method\n      backupCodesRemaining\n    }\n  }\n": types.VerifyTwoFactorDocument,
    "\n  query DemoAccounts {\n    demoAccounts {\n      accounts {\n        id\n        username\n        verificationStatus\n        ticker\n      }\n      nonExistentUserId\n      demoTicker\n      otherTicker\n    }\n  }\n": types.DemoAccountsDocument,
    "\n  query DemoProfile {\n    demoProfile {\n      id\n      username\n      email\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n    }\n  }\n": types.DemoProfileDocument,
    "\n  query TestTickerAuthorization($input: TickerAuthorizationTestInput!) {\n    testTickerAuthorization(input: $input) {\n      isAuthorized\n      userId\n      ticker\n      authorizedTicker\n      reason\n      code\n    }\n  }\n": types.TestTickerAuthorizationDocument,
    "\n  mutation ArchiveCampaign($id: ID!) {\n    archiveCampaign(id: $id) {\n      id\n      status\n      archivedAt\n    }\n  }\n": types.ArchiveCampaignDocument,
    "\n  query CampaignList($page: Int, $pageSize: Int, $search: String, $status: CampaignStatusFilter) {\n    campaigns(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...CampaignRowFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.CampaignListDocument,
    "\n  fragment CampaignRowFields on Campaign {\n    id\n    title\n    companyName\n    ticker\n    sector\n    tone\n    budget\n    status\n    createdAt\n    articleId\n    articleStatus\n  }\n": types.CampaignRowFieldsFragmentDoc,
    "\n  mutation ChangePlan($plan: PlanId!) {\n    changePlan(plan: $plan) {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n      changed\n    }\n  }\n": types.ChangePlanDocument,
    "\n  mutation CreateCampaign($input: CampaignInput!, $draft: Boolean) {\n    createCampaign(input: $input, draft: $draft) {\n      ...CampaignRowFields\n    }\n  }\n": types.CreateCampaignDocument,
    "\n  query PlanUsage {\n    planUsage {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n    }\n  }\n": types.PlanUsageDocument,
    "\n  query AnalyzeContent($ticker: String!, $content: String!) {\n    analyzeContent(ticker: $ticker, content: $content) {\n      complianceScore\n      criticalIssues\n      recommendations\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n": types.AnalyzeContentDocument,
    "\n  query CheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      warnings {\n        critical\n        important\n        advisory\n      }\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n": types.CheckComplianceDocument,
    "\n  fragment ComplianceFindingFields on ComplianceFinding {\n    ruleId\n    title\n    severity\n    citation\n    message\n    suggestion\n    span {\n      start\n      end\n      text\n    }\n  }\n": types.ComplianceFindingFieldsFragmentDoc,
    "\n  query GuidelineDeadlines($ticker: String!, $eventTime: DateTimeISO) {\n    guidelines(ticker: $ticker, eventTime: $eventTime) {\n      ticker\n      simplified {\n        exchange\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n      }\n      deadlines {\n        eventTime\n        materialChangeReport {\n          form\n          dueAt\n        }\n        release {\n          easternTime\n          session\n          notifyExchangeBy\n          earliestAfterClose\n          ok\n          warnings\n          rules {\n            ...RuleItemFields\n          }\n        }\n      }\n    }\n  }\n": types.GuidelineDeadlinesDocument,
    "\n  query Guidelines($ticker: String!) {\n    guidelines(ticker: $ticker) {\n      ticker\n      companyName\n      simplified {\n        exchange\n        jurisdiction\n        complianceLevel\n        riskLevel\n        pennyStockLikely\n        keyRequirements {\n          ...RuleItemFields\n        }\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n        distributionRequirements {\n          ...RuleItemFields\n        }\n        financialReportingRequirements {\n          ...RuleItemFields\n        }\n        minimumDisclosures {\n          ...RuleItemFields\n        }\n        additionalRestrictions {\n          ...RuleItemFields\n        }\n      }\n    }\n  }\n": types.GuidelinesDocument,
    "\n  fragment RuleItemFields on RuleItem {\n    id\n    text\n    citation\n    unconfirmed\n  }\n": types.RuleItemFieldsFragmentDoc,
    "\n  mutation GenerateContent($input: GenerateContentInput!) {\n    generateContent(input: $input) {\n      title\n      content\n      complianceLevel\n      jurisdiction\n      exchange\n      warnings\n      mandatoryDisclosures\n      timestamp\n      complianceScore\n    }\n  }\n": types.GenerateContentDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      activeCampaigns\n      articlesPublished\n      totalEngagement\n      revenue\n      changes {\n        activeCampaigns\n        articlesPublished\n        totalEngagement\n        revenue\n      }\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  mutation CancelNewswireOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n": types.CancelNewswireOrderDocument,
    "\n  mutation ConfirmNewswireOrder($id: ID!, $releaseUrl: String!) {\n    confirmNewswireOrder(id: $id, releaseUrl: $releaseUrl) {\n      ...NewswireOrderFields\n    }\n  }\n": types.ConfirmNewswireOrderDocument,
    "\n  mutation DistributeArticle($input: DistributeInput!, $idempotencyKey: String) {\n    distributeArticle(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      totalCostCents\n      estimatedReach\n      replayed\n      orders {\n        ...NewswireOrderFields\n      }\n      movedPublications {\n        id\n        platform\n        from\n        to\n      }\n    }\n  }\n": types.DistributeArticleDocument,
    "\n  fragment NewswireOrderFields on NewswireOrder {\n    id\n    articleId\n    provider\n    providerName\n    apiAvailable\n    level\n    status\n    costCents\n    estimatedReach\n    targetTime\n    vendorRef\n    releaseUrl\n    sandbox\n    message\n    lastError\n    attempts\n    publishedAt\n    createdAt\n    submission {\n      formUrl\n      text\n      fields {\n        label\n        value\n      }\n    }\n  }\n": types.NewswireOrderFieldsFragmentDoc,
    "\n  query NewswireOrders($articleId: ID!) {\n    newswireOrders(articleId: $articleId) {\n      nodes {\n        ...NewswireOrderFields\n      }\n    }\n  }\n": types.NewswireOrdersDocument,
    "\n  query NewswireProviders {\n    newswireProviders {\n      nodes {\n        id\n        name\n        apiAvailable\n        pricingCents {\n          basic\n          enhanced\n          premium\n        }\n        pricingIndicative\n        features\n        sandbox\n        submissionUrl\n      }\n    }\n  }\n": types.NewswireProvidersDocument,
    "\n  mutation RetryNewswireOrder($id: ID!) {\n    retryNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n": types.RetryNewswireOrderDocument,
    "\n  query AnalyticsCampaigns {\n    campaigns(page: 1, pageSize: 100) {\n      items {\n        id\n        title\n        ticker\n      }\n    }\n  }\n": types.AnalyticsCampaignsDocument,
    "\n  query Analytics($from: String, $to: String, $campaignId: ID) {\n    analytics(from: $from, to: $to, campaignId: $campaignId) {\n      from\n      to\n      rows {\n        date\n        campaignId\n        campaignTitle\n        ticker\n        platform\n        label\n        views\n        clicks\n        shares\n        likes\n        comments\n      }\n      newswireOrders {\n        id\n        campaignId\n        articleId\n        provider\n        level\n        status\n        estimatedReach\n        costCents\n        sandbox\n        releaseUrl\n        createdAt\n        publishedAt\n      }\n    }\n  }\n": types.AnalyticsDocument,
    "\n  fragment EngagementFields on Engagement {\n    campaignId\n    articleId\n    articleTitle\n    publishedAt\n    hasData\n    totalEngagement\n    updatedAt\n    platforms {\n      twitter {\n        views\n        likes\n        retweets\n        clicks\n        source\n      }\n      medium {\n        views\n        claps\n        clicks\n        source\n      }\n      substack {\n        opens\n        clicks\n        source\n      }\n      web {\n        views\n        clicks\n      }\n    }\n    stockData {\n      ticker\n      currentPrice\n      changePercent\n      volume\n      currency\n      asOf\n      source\n    }\n    comparison {\n      label\n      percent\n      averageEngagement\n      campaignsCompared\n    }\n  }\n": types.EngagementFieldsFragmentDoc,
    "\n  subscription EngagementUpdated($campaignId: ID!) {\n    engagementUpdated(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n": types.EngagementUpdatedDocument,
    "\n  query Engagement($campaignId: ID!) {\n    engagement(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n": types.EngagementDocument,
    "\n  mutation RefreshEngagement($campaignId: ID!) {\n    refreshEngagement(campaignId: $campaignId) {\n      queued\n      message\n    }\n  }\n": types.RefreshEngagementDocument,
    "\n  query KycStatus {\n    kycStatus {\n      verificationStatus\n      authorizedTicker\n      verifiedAt\n      applicationStatus\n      submittedAt\n      userData {\n        username\n        email\n        companyName\n        ticker\n        exchange\n        sector\n        contactName\n        website\n        jurisdiction\n        newsUpdate\n        verificationStatus\n        listingKnown\n      }\n      verificationSteps {\n        id\n        name\n        description\n        status\n        detail\n        offlineStandIn\n      }\n      code {\n        sentTo\n        expiresAt\n        attemptsLeft\n        resendAvailableAt\n      }\n      review {\n        decision\n        reason\n        decidedAt\n      }\n    }\n  }\n": types.KycStatusDocument,
    "\n  mutation ResendKycCode {\n    resendKycCode {\n      success\n      message\n      sentTo\n      expiresAt\n    }\n  }\n": types.ResendKycCodeDocument,
    "\n  mutation SubmitKyc($input: KycSubmissionInput!) {\n    submitKyc(input: $input) {\n      userData {\n        email\n        ticker\n        companyName\n      }\n      verificationSteps {\n        id\n        name\n        status\n      }\n    }\n  }\n": types.SubmitKycDocument,
    "\n  mutation VerifyKycEmail($input: KycVerifyEmailInput!) {\n    verifyKycEmail(input: $input) {\n      success\n      message\n      verificationStatus\n    }\n  }\n": types.VerifyKycEmailDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unread\n      items {\n        id\n        kind\n        title\n        body\n        campaignId\n        articleId\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      nodes {\n        id\n        name\n        scopes\n        hint\n        status\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n      }\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      id\n      status\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      nodes {\n        id\n        url\n        description\n        eventTypes\n        enabled\n        disabledReason\n        disabledAt\n        createdAt\n      }\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          log {\n            attempt\n            at\n            status\n            latencyMs\n            error\n          }\n        }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input)\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      id\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation CancelCalendarOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...CalendarOrderFields\n    }\n  }\n": types.CancelCalendarOrderDocument,
    "\n  mutation CancelPublication($id: ID!) {\n    cancelPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n": types.CancelPublicationDocument,
    "\n  mutation ConfirmPublication($id: ID!, $url: String!) {\n    confirmPublication(id: $id, url: $url) {\n      ...PublicationFields\n    }\n  }\n": types.ConfirmPublicationDocument,
    "\n  mutation ConnectPlatform($platform: String!, $credentials: JSONObject!, $label: String) {\n    connectPlatform(platform: $platform, credentials: $credentials, label: $label) {\n      ...PlatformFields\n    }\n  }\n": types.ConnectPlatformDocument,
    "\n  mutation DisconnectPlatform($platform: String!) {\n    disconnectPlatform(platform: $platform) {\n      ...PlatformFields\n    }\n  }\n": types.DisconnectPlatformDocument,
    "\n  fragment PlatformFields on Platform {\n    id\n    name\n    connected\n    label\n    connectedAt\n    sandbox\n    sandboxReason\n    credentialFields {\n      name\n      required\n      description\n    }\n    oauthAvailable\n    oauthStartUrl\n  }\n": types.PlatformFieldsFragmentDoc,
    "\n  query PlatformConnections {\n    platforms {\n      nodes {\n        ...PlatformFields\n      }\n    }\n  }\n": types.PlatformConnectionsDocument,
    "\n  fragment PublicationFields on Publication {\n    id\n    articleId\n    campaignId\n    articleTitle\n    platform\n    platformName\n    status\n    scheduledFor\n    publishedAt\n    url\n    sandbox\n    attempts\n    lastError\n    submission {\n      formUrl\n      text\n    }\n    at\n  }\n": types.PublicationFieldsFragmentDoc,
    "\n  fragment CalendarOrderFields on NewswireOrder {\n    id\n    articleId\n    articleTitle\n    provider\n    providerName\n    level\n    status\n    targetTime\n    releaseUrl\n    sandbox\n    lastError\n    message\n    publishedAt\n    at\n  }\n": types.CalendarOrderFieldsFragmentDoc,
    "\n  query PublishingCalendar($from: String, $to: String) {\n    publishingCalendar(from: $from, to: $to) {\n      from\n      to\n      publications {\n        ...PublicationFields\n      }\n      orders {\n        ...CalendarOrderFields\n      }\n    }\n  }\n": types.PublishingCalendarDocument,
    "\n  mutation RetryPublication($id: ID!) {\n    retryPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n": types.RetryPublicationDocument,
    "\n  query ApprovalRule {\n    approvalRule {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n": types.ApprovalRuleDocument,
    "\n  mutation SetApprovalRule($required: Boolean!, $approvalsNeeded: Int!) {\n    setApprovalRule(required: $required, approvalsNeeded: $approvalsNeeded) {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n": types.SetApprovalRuleDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      organizationName\n      ticker\n      role\n      email\n      expiresAt\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      userId\n      role\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation InviteMember($input: InviteInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation ChangeMemberRole($userId: ID!, $role: MemberRole!) {\n    changeMemberRole(userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": types.ChangeMemberRoleDocument,
    "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId)\n  }\n": types.RemoveMemberDocument,
    "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n": types.RevokeInvitationDocument,
    "\n  query Team {\n    team {\n      members {\n        userId\n        username\n        email\n        role\n        twoFactorEnabled\n        joinedAt\n      }\n      invitations {\n        id\n        email\n        role\n        outsideDomain\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n": types.TeamDocument,
    "\n  query TickerSearch($query: String!) {\n    stockSearch(query: $query) {\n      nodes {\n        ticker\n        exchange\n        name\n        marketCap\n      }\n    }\n  }\n": types.TickerSearchDocument,
    "\n  query TickerValidate($ticker: String!) {\n    validateTicker(ticker: $ticker) {\n      valid\n      companyInfo {\n        companyName\n        ticker\n        exchange\n        sector\n        industry\n        marketCap\n        website\n        country\n        isDemo\n      }\n    }\n  }\n": types.TickerValidateDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      role\n      plan\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n      twoFactorEnabled\n      twoFactorRequired\n      organizationId\n      memberRole\n      backupCodesRemaining\n      lastLoginAt\n      createdAt\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleLocation($id: ID!) {\n    article(id: $id) {\n      id\n      campaignId\n      title\n    }\n  }\n"): (typeof documents)["\n  query ArticleLocation($id: ID!) {\n    article(id: $id) {\n      id\n      campaignId\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveKycReview($userId: ID!, $note: String) {\n    approveKycReview(userId: $userId, note: $note) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveKycReview($userId: ID!, $note: String) {\n    approveKycReview(userId: $userId, note: $note) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycReviews {\n    kycReviews {\n      nodes {\n        userId\n        applicationId\n        accountEmail\n        submittedAt\n        emailConfirmedAt\n        userData {\n          username\n          email\n          companyName\n          ticker\n          exchange\n          sector\n          contactName\n          website\n          jurisdiction\n          newsUpdate\n          listingKnown\n        }\n        verificationSteps {\n          id\n          name\n          status\n          detail\n          offlineStandIn\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query KycReviews {\n    kycReviews {\n      nodes {\n        userId\n        applicationId\n        accountEmail\n        submittedAt\n        emailConfirmedAt\n        userData {\n          username\n          email\n          companyName\n          ticker\n          exchange\n          sector\n          contactName\n          website\n          jurisdiction\n          newsUpdate\n          listingKnown\n        }\n        verificationSteps {\n          id\n          name\n          status\n          detail\n          offlineStandIn\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectKycReview($userId: ID!, $reason: String!) {\n    rejectKycReview(userId: $userId, reason: $reason) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RejectKycReview($userId: ID!, $reason: String!) {\n    rejectKycReview(userId: $userId, reason: $reason) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleApproval($articleId: ID!) {\n    articleApproval(articleId: $articleId) {\n      required\n      approvalsNeeded\n      approved\n      current {\n        id\n        status\n      }\n      history {\n        id\n        version\n        status\n        requestedBy\n        requestedByName\n        note\n        createdAt\n        decidedAt\n        decisions {\n          userId\n          name\n          decision\n          comment\n          at\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleApproval($articleId: ID!) {\n    articleApproval(articleId: $articleId) {\n      required\n      approvalsNeeded\n      approved\n      current {\n        id\n        status\n      }\n      history {\n        id\n        version\n        status\n        requestedBy\n        requestedByName\n        note\n        createdAt\n        decidedAt\n        decisions {\n          userId\n          name\n          decision\n          comment\n          at\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestApproval($articleId: ID!, $note: String) {\n    requestApproval(articleId: $articleId, note: $note) {\n      approved\n    }\n  }\n"): (typeof documents)["\n  mutation RequestApproval($articleId: ID!, $note: String) {\n    requestApproval(articleId: $articleId, note: $note) {\n      approved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveArticle($articleId: ID!, $comment: String) {\n    approveArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveArticle($articleId: ID!, $comment: String) {\n    approveArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectArticle($articleId: ID!, $comment: String!) {\n    rejectArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n"): (typeof documents)["\n  mutation RejectArticle($articleId: ID!, $comment: String!) {\n    rejectArticle(articleId: $articleId, comment: $comment) {\n      approved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingForMyApproval {\n    waitingForMyApproval {\n      nodes {\n        articleId\n        campaignId\n        title\n        version\n        requestedByName\n        note\n        requestedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WaitingForMyApproval {\n    waitingForMyApproval {\n      nodes {\n        articleId\n        campaignId\n        title\n        version\n        requestedByName\n        note\n        requestedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      findings {\n        ruleId\n        title\n        severity\n        citation\n        message\n        suggestion\n        span {\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      findings {\n        ruleId\n        title\n        severity\n        citation\n        message\n        suggestion\n        span {\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleFields on Article {\n    id\n    campaignId\n    title\n    content\n    body\n    disclosures\n    status\n    platforms\n    compliance\n    createdAt\n    updatedAt\n    publishedAt\n    wordCount\n    version\n    model\n  }\n"): (typeof documents)["\n  fragment ArticleFields on Article {\n    id\n    campaignId\n    title\n    content\n    body\n    disclosures\n    status\n    platforms\n    compliance\n    createdAt\n    updatedAt\n    publishedAt\n    wordCount\n    version\n    model\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArticleGeneration($campaignId: ID!) {\n    articleGeneration(campaignId: $campaignId) {\n      campaignId\n      delta\n      done\n      articleId\n      error\n      errorCode\n      ready\n    }\n  }\n"): (typeof documents)["\n  subscription ArticleGeneration($campaignId: ID!) {\n    articleGeneration(campaignId: $campaignId) {\n      campaignId\n      delta\n      done\n      articleId\n      error\n      errorCode\n      ready\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleHistory($id: ID!) {\n    articleHistory(id: $id) {\n      articleId\n      versions {\n        version\n        title\n        reason\n        createdAt\n        titleChanged\n        diff {\n          op\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArticleHistory($id: ID!) {\n    articleHistory(id: $id) {\n      articleId\n      versions {\n        version\n        title\n        reason\n        createdAt\n        titleChanged\n        diff {\n          op\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlePreview($id: ID!, $campaignId: ID!) {\n    article(id: $id) {\n      ...ArticleFields\n    }\n    campaign(id: $campaignId) {\n      id\n      title\n      companyName\n      ticker\n    }\n  }\n"): (typeof documents)["\n  query ArticlePreview($id: ID!, $campaignId: ID!) {\n    article(id: $id) {\n      ...ArticleFields\n    }\n    campaign(id: $campaignId) {\n      id\n      title\n      companyName\n      ticker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateArticle($campaignId: ID!) {\n    generateArticle(campaignId: $campaignId) {\n      article {\n        ...ArticleFields\n      }\n      summary {\n        wordCount\n        complianceScore\n        complianceLevel\n        quota {\n          plan\n          limit\n          used\n          remaining\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateArticle($campaignId: ID!) {\n    generateArticle(campaignId: $campaignId) {\n      article {\n        ...ArticleFields\n      }\n      summary {\n        wordCount\n        complianceScore\n        complianceLevel\n        quota {\n          plan\n          limit\n          used\n          remaining\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishArticle($articleId: ID!, $platforms: [String!]!, $scheduledFor: String, $idempotencyKey: String) {\n    publishArticle(articleId: $articleId, platforms: $platforms, scheduledFor: $scheduledFor, idempotencyKey: $idempotencyKey) {\n      message\n      hostedUrl\n      replayed\n      movedAfterDistribution {\n        from\n        to\n      }\n      publications {\n        id\n        platform\n        platformName\n        status\n        scheduledFor\n        publishedAt\n        url\n        sandbox\n        lastError\n        submission {\n          formUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishArticle($articleId: ID!, $platforms: [String!]!, $scheduledFor: String, $idempotencyKey: String) {\n    publishArticle(articleId: $articleId, platforms: $platforms, scheduledFor: $scheduledFor, idempotencyKey: $idempotencyKey) {\n      message\n      hostedUrl\n      replayed\n      movedAfterDistribution {\n        from\n        to\n      }\n      publications {\n        id\n        platform\n        platformName\n        status\n        scheduledFor\n        publishedAt\n        url\n        sandbox\n        lastError\n        submission {\n          formUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishPlatforms {\n    platforms {\n      nodes {\n        id\n        name\n        connected\n        sandbox\n        sandboxReason\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishPlatforms {\n    platforms {\n      nodes {\n        id\n        name\n        connected\n        sandbox\n        sandboxReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateArticle($id: ID!) {\n    regenerateArticle(id: $id) {\n      article {\n        ...ArticleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateArticle($id: ID!) {\n    regenerateArticle(id: $id) {\n      article {\n        ...ArticleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateArticle($id: ID!, $title: String!, $content: String!) {\n    updateArticle(id: $id, title: $title, content: $content) {\n      article {\n        ...ArticleFields\n      }\n      disclosuresRestored\n      changed\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateArticle($id: ID!, $title: String!, $content: String!) {\n    updateArticle(id: $id, title: $title, content: $content) {\n      article {\n        ...ArticleFields\n      }\n      disclosuresRestored\n      changed\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableTwoFactor($token: String!) {\n    enableTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EnableTwoFactor($token: String!) {\n    enableTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      requiresTwoFactor\n      tempToken\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      success\n      requiresTwoFactor\n      tempToken\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateBackupCodes($token: String!) {\n    regenerateBackupCodes(token: $token)\n  }\n"): (typeof documents)["\n  mutation RegenerateBackupCodes($token: String!) {\n    regenerateBackupCodes(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTwoFactor($token: String!) {\n    resetTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetTwoFactor($token: String!) {\n    resetTwoFactor(token: $token) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions {\n    sessions {\n      nodes {\n        id\n        createdAt\n        lastSeenAt\n        ip\n        userAgent\n        current\n      }\n    }\n  }\n"): (typeof documents)["\n  query Sessions {\n    sessions {\n      nodes {\n        id\n        createdAt\n        lastSeenAt\n        ip\n        userAgent\n        current\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      qrCodeUrl\n      manualEntryKey\n      backupCodes\n    }\n  }\n"): (typeof documents)["\n  mutation SetupTwoFactor {\n    setupTwoFactor {\n      qrCodeUrl\n      manualEntryKey\n      backupCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupInput!) {\n    signup(input: $input) {\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      success\n      message\n      method\n      backupCodesRemaining\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyTwoFactor($input: VerifyTwoFactorInput!) {\n    verifyTwoFactor(input: $input) {\n      success\n      message\n      method\n      backupCodesRemaining\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoAccounts {\n    demoAccounts {\n      accounts {\n        id\n        username\n        verificationStatus\n        ticker\n      }\n      nonExistentUserId\n      demoTicker\n      otherTicker\n    }\n  }\n"): (typeof documents)["\n  query DemoAccounts {\n    demoAccounts {\n      accounts {\n        id\n        username\n        verificationStatus\n        ticker\n      }\n      nonExistentUserId\n      demoTicker\n      otherTicker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoProfile {\n    demoProfile {\n      id\n      username\n      email\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n    }\n  }\n"): (typeof documents)["\n  query DemoProfile {\n    demoProfile {\n      id\n      username\n      email\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestTickerAuthorization($input: TickerAuthorizationTestInput!) {\n    testTickerAuthorization(input: $input) {\n      isAuthorized\n      userId\n      ticker\n      authorizedTicker\n      reason\n      code\n    }\n  }\n"): (typeof documents)["\n  query TestTickerAuthorization($input: TickerAuthorizationTestInput!) {\n    testTickerAuthorization(input: $input) {\n      isAuthorized\n      userId\n      ticker\n      authorizedTicker\n      reason\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCampaign($id: ID!) {\n    archiveCampaign(id: $id) {\n      id\n      status\n      archivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveCampaign($id: ID!) {\n    archiveCampaign(id: $id) {\n      id\n      status\n      archivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignList($page: Int, $pageSize: Int, $search: String, $status: CampaignStatusFilter) {\n    campaigns(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...CampaignRowFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query CampaignList($page: Int, $pageSize: Int, $search: String, $status: CampaignStatusFilter) {\n    campaigns(page: $page, pageSize: $pageSize, search: $search, status: $status) {\n      items {\n        ...CampaignRowFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignRowFields on Campaign {\n    id\n    title\n    companyName\n    ticker\n    sector\n    tone\n    budget\n    status\n    createdAt\n    articleId\n    articleStatus\n  }\n"): (typeof documents)["\n  fragment CampaignRowFields on Campaign {\n    id\n    title\n    companyName\n    ticker\n    sector\n    tone\n    budget\n    status\n    createdAt\n    articleId\n    articleStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePlan($plan: PlanId!) {\n    changePlan(plan: $plan) {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n      changed\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePlan($plan: PlanId!) {\n    changePlan(plan: $plan) {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n      changed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCampaign($input: CampaignInput!, $draft: Boolean) {\n    createCampaign(input: $input, draft: $draft) {\n      ...CampaignRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCampaign($input: CampaignInput!, $draft: Boolean) {\n    createCampaign(input: $input, draft: $draft) {\n      ...CampaignRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanUsage {\n    planUsage {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n    }\n  }\n"): (typeof documents)["\n  query PlanUsage {\n    planUsage {\n      plan\n      name\n      limit\n      used\n      remaining\n      resetsAt\n      upgradeTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyzeContent($ticker: String!, $content: String!) {\n    analyzeContent(ticker: $ticker, content: $content) {\n      complianceScore\n      criticalIssues\n      recommendations\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyzeContent($ticker: String!, $content: String!) {\n    analyzeContent(ticker: $ticker, content: $content) {\n      complianceScore\n      criticalIssues\n      recommendations\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      warnings {\n        critical\n        important\n        advisory\n      }\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckCompliance($ticker: String!, $content: String!) {\n    checkCompliance(ticker: $ticker, content: $content) {\n      complianceLevel\n      result\n      complianceScore\n      exchange\n      jurisdiction\n      warnings {\n        critical\n        important\n        advisory\n      }\n      findings {\n        ...ComplianceFindingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ComplianceFindingFields on ComplianceFinding {\n    ruleId\n    title\n    severity\n    citation\n    message\n    suggestion\n    span {\n      start\n      end\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment ComplianceFindingFields on ComplianceFinding {\n    ruleId\n    title\n    severity\n    citation\n    message\n    suggestion\n    span {\n      start\n      end\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuidelineDeadlines($ticker: String!, $eventTime: DateTimeISO) {\n    guidelines(ticker: $ticker, eventTime: $eventTime) {\n      ticker\n      simplified {\n        exchange\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n      }\n      deadlines {\n        eventTime\n        materialChangeReport {\n          form\n          dueAt\n        }\n        release {\n          easternTime\n          session\n          notifyExchangeBy\n          earliestAfterClose\n          ok\n          warnings\n          rules {\n            ...RuleItemFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GuidelineDeadlines($ticker: String!, $eventTime: DateTimeISO) {\n    guidelines(ticker: $ticker, eventTime: $eventTime) {\n      ticker\n      simplified {\n        exchange\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n      }\n      deadlines {\n        eventTime\n        materialChangeReport {\n          form\n          dueAt\n        }\n        release {\n          easternTime\n          session\n          notifyExchangeBy\n          earliestAfterClose\n          ok\n          warnings\n          rules {\n            ...RuleItemFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Guidelines($ticker: String!) {\n    guidelines(ticker: $ticker) {\n      ticker\n      companyName\n      simplified {\n        exchange\n        jurisdiction\n        complianceLevel\n        riskLevel\n        pennyStockLikely\n        keyRequirements {\n          ...RuleItemFields\n        }\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n        distributionRequirements {\n          ...RuleItemFields\n        }\n        financialReportingRequirements {\n          ...RuleItemFields\n        }\n        minimumDisclosures {\n          ...RuleItemFields\n        }\n        additionalRestrictions {\n          ...RuleItemFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Guidelines($ticker: String!) {\n    guidelines(ticker: $ticker) {\n      ticker\n      companyName\n      simplified {\n        exchange\n        jurisdiction\n        complianceLevel\n        riskLevel\n        pennyStockLikely\n        keyRequirements {\n          ...RuleItemFields\n        }\n      }\n      guidelines {\n        materialChangeDeadline {\n          ...RuleItemFields\n        }\n        distributionRequirements {\n          ...RuleItemFields\n        }\n        financialReportingRequirements {\n          ...RuleItemFields\n        }\n        minimumDisclosures {\n          ...RuleItemFields\n        }\n        additionalRestrictions {\n          ...RuleItemFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RuleItemFields on RuleItem {\n    id\n    text\n    citation\n    unconfirmed\n  }\n"): (typeof documents)["\n  fragment RuleItemFields on RuleItem {\n    id\n    text\n    citation\n    unconfirmed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateContent($input: GenerateContentInput!) {\n    generateContent(input: $input) {\n      title\n      content\n      complianceLevel\n      jurisdiction\n      exchange\n      warnings\n      mandatoryDisclosures\n      timestamp\n      complianceScore\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateContent($input: GenerateContentInput!) {\n    generateContent(input: $input) {\n      title\n      content\n      complianceLevel\n      jurisdiction\n      exchange\n      warnings\n      mandatoryDisclosures\n      timestamp\n      complianceScore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats {\n    dashboardStats {\n      activeCampaigns\n      articlesPublished\n      totalEngagement\n      revenue\n      changes {\n        activeCampaigns\n        articlesPublished\n        totalEngagement\n        revenue\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats {\n    dashboardStats {\n      activeCampaigns\n      articlesPublished\n      totalEngagement\n      revenue\n      changes {\n        activeCampaigns\n        articlesPublished\n        totalEngagement\n        revenue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelNewswireOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelNewswireOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmNewswireOrder($id: ID!, $releaseUrl: String!) {\n    confirmNewswireOrder(id: $id, releaseUrl: $releaseUrl) {\n      ...NewswireOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmNewswireOrder($id: ID!, $releaseUrl: String!) {\n    confirmNewswireOrder(id: $id, releaseUrl: $releaseUrl) {\n      ...NewswireOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DistributeArticle($input: DistributeInput!, $idempotencyKey: String) {\n    distributeArticle(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      totalCostCents\n      estimatedReach\n      replayed\n      orders {\n        ...NewswireOrderFields\n      }\n      movedPublications {\n        id\n        platform\n        from\n        to\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DistributeArticle($input: DistributeInput!, $idempotencyKey: String) {\n    distributeArticle(input: $input, idempotencyKey: $idempotencyKey) {\n      message\n      totalCostCents\n      estimatedReach\n      replayed\n      orders {\n        ...NewswireOrderFields\n      }\n      movedPublications {\n        id\n        platform\n        from\n        to\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewswireOrderFields on NewswireOrder {\n    id\n    articleId\n    provider\n    providerName\n    apiAvailable\n    level\n    status\n    costCents\n    estimatedReach\n    targetTime\n    vendorRef\n    releaseUrl\n    sandbox\n    message\n    lastError\n    attempts\n    publishedAt\n    createdAt\n    submission {\n      formUrl\n      text\n      fields {\n        label\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment NewswireOrderFields on NewswireOrder {\n    id\n    articleId\n    provider\n    providerName\n    apiAvailable\n    level\n    status\n    costCents\n    estimatedReach\n    targetTime\n    vendorRef\n    releaseUrl\n    sandbox\n    message\n    lastError\n    attempts\n    publishedAt\n    createdAt\n    submission {\n      formUrl\n      text\n      fields {\n        label\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewswireOrders($articleId: ID!) {\n    newswireOrders(articleId: $articleId) {\n      nodes {\n        ...NewswireOrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewswireOrders($articleId: ID!) {\n    newswireOrders(articleId: $articleId) {\n      nodes {\n        ...NewswireOrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewswireProviders {\n    newswireProviders {\n      nodes {\n        id\n        name\n        apiAvailable\n        pricingCents {\n          basic\n          enhanced\n          premium\n        }\n        pricingIndicative\n        features\n        sandbox\n        submissionUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewswireProviders {\n    newswireProviders {\n      nodes {\n        id\n        name\n        apiAvailable\n        pricingCents {\n          basic\n          enhanced\n          premium\n        }\n        pricingIndicative\n        features\n        sandbox\n        submissionUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryNewswireOrder($id: ID!) {\n    retryNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryNewswireOrder($id: ID!) {\n    retryNewswireOrder(id: $id) {\n      ...NewswireOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsCampaigns {\n    campaigns(page: 1, pageSize: 100) {\n      items {\n        id\n        title\n        ticker\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsCampaigns {\n    campaigns(page: 1, pageSize: 100) {\n      items {\n        id\n        title\n        ticker\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Analytics($from: String, $to: String, $campaignId: ID) {\n    analytics(from: $from, to: $to, campaignId: $campaignId) {\n      from\n      to\n      rows {\n        date\n        campaignId\n        campaignTitle\n        ticker\n        platform\n        label\n        views\n        clicks\n        shares\n        likes\n        comments\n      }\n      newswireOrders {\n        id\n        campaignId\n        articleId\n        provider\n        level\n        status\n        estimatedReach\n        costCents\n        sandbox\n        releaseUrl\n        createdAt\n        publishedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Analytics($from: String, $to: String, $campaignId: ID) {\n    analytics(from: $from, to: $to, campaignId: $campaignId) {\n      from\n      to\n      rows {\n        date\n        campaignId\n        campaignTitle\n        ticker\n        platform\n        label\n        views\n        clicks\n        shares\n        likes\n        comments\n      }\n      newswireOrders {\n        id\n        campaignId\n        articleId\n        provider\n        level\n        status\n        estimatedReach\n        costCents\n        sandbox\n        releaseUrl\n        createdAt\n        publishedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EngagementFields on Engagement {\n    campaignId\n    articleId\n    articleTitle\n    publishedAt\n    hasData\n    totalEngagement\n    updatedAt\n    platforms {\n      twitter {\n        views\n        likes\n        retweets\n        clicks\n        source\n      }\n      medium {\n        views\n        claps\n        clicks\n        source\n      }\n      substack {\n        opens\n        clicks\n        source\n      }\n      web {\n        views\n        clicks\n      }\n    }\n    stockData {\n      ticker\n      currentPrice\n      changePercent\n      volume\n      currency\n      asOf\n      source\n    }\n    comparison {\n      label\n      percent\n      averageEngagement\n      campaignsCompared\n    }\n  }\n"): (typeof documents)["\n  fragment EngagementFields on Engagement {\n    campaignId\n    articleId\n    articleTitle\n    publishedAt\n    hasData\n    totalEngagement\n    updatedAt\n    platforms {\n      twitter {\n        views\n        likes\n        retweets\n        clicks\n        source\n      }\n      medium {\n        views\n        claps\n        clicks\n        source\n      }\n      substack {\n        opens\n        clicks\n        source\n      }\n      web {\n        views\n        clicks\n      }\n    }\n    stockData {\n      ticker\n      currentPrice\n      changePercent\n      volume\n      currency\n      asOf\n      source\n    }\n    comparison {\n      label\n      percent\n      averageEngagement\n      campaignsCompared\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EngagementUpdated($campaignId: ID!) {\n    engagementUpdated(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n"): (typeof documents)["\n  subscription EngagementUpdated($campaignId: ID!) {\n    engagementUpdated(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Engagement($campaignId: ID!) {\n    engagement(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n"): (typeof documents)["\n  query Engagement($campaignId: ID!) {\n    engagement(campaignId: $campaignId) {\n      ...EngagementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshEngagement($campaignId: ID!) {\n    refreshEngagement(campaignId: $campaignId) {\n      queued\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshEngagement($campaignId: ID!) {\n    refreshEngagement(campaignId: $campaignId) {\n      queued\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycStatus {\n    kycStatus {\n      verificationStatus\n      authorizedTicker\n      verifiedAt\n      applicationStatus\n      submittedAt\n      userData {\n        username\n        email\n        companyName\n        ticker\n        exchange\n        sector\n        contactName\n        website\n        jurisdiction\n        newsUpdate\n        verificationStatus\n        listingKnown\n      }\n      verificationSteps {\n        id\n        name\n        description\n        status\n        detail\n        offlineStandIn\n      }\n      code {\n        sentTo\n        expiresAt\n        attemptsLeft\n        resendAvailableAt\n      }\n      review {\n        decision\n        reason\n        decidedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query KycStatus {\n    kycStatus {\n      verificationStatus\n      authorizedTicker\n      verifiedAt\n      applicationStatus\n      submittedAt\n      userData {\n        username\n        email\n        companyName\n        ticker\n        exchange\n        sector\n        contactName\n        website\n        jurisdiction\n        newsUpdate\n        verificationStatus\n        listingKnown\n      }\n      verificationSteps {\n        id\n        name\n        description\n        status\n        detail\n        offlineStandIn\n      }\n      code {\n        sentTo\n        expiresAt\n        attemptsLeft\n        resendAvailableAt\n      }\n      review {\n        decision\n        reason\n        decidedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendKycCode {\n    resendKycCode {\n      success\n      message\n      sentTo\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResendKycCode {\n    resendKycCode {\n      success\n      message\n      sentTo\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitKyc($input: KycSubmissionInput!) {\n    submitKyc(input: $input) {\n      userData {\n        email\n        ticker\n        companyName\n      }\n      verificationSteps {\n        id\n        name\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitKyc($input: KycSubmissionInput!) {\n    submitKyc(input: $input) {\n      userData {\n        email\n        ticker\n        companyName\n      }\n      verificationSteps {\n        id\n        name\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyKycEmail($input: KycVerifyEmailInput!) {\n    verifyKycEmail(input: $input) {\n      success\n      message\n      verificationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyKycEmail($input: KycVerifyEmailInput!) {\n    verifyKycEmail(input: $input) {\n      success\n      message\n      verificationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unread\n      items {\n        id\n        kind\n        title\n        body\n        campaignId\n        articleId\n        read\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unread\n      items {\n        id\n        kind\n        title\n        body\n        campaignId\n        articleId\n        read\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      nodes {\n        id\n        name\n        scopes\n        hint\n        status\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      nodes {\n        id\n        name\n        scopes\n        hint\n        status\n        createdBy\n        createdAt\n        expiresAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      token {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      nodes {\n        id\n        url\n        description\n        eventTypes\n        enabled\n        disabledReason\n        disabledAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      nodes {\n        id\n        url\n        description\n        eventTypes\n        enabled\n        disabledReason\n        disabledAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          log {\n            attempt\n            at\n            status\n            latencyMs\n            error\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          eventId\n          eventType\n          status\n          attempts\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          log {\n            attempt\n            at\n            status\n            latencyMs\n            error\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      id\n      enabled\n      disabledReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input)\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($input: RedeliverWebhookInput!) {\n    redeliverWebhook(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCalendarOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...CalendarOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCalendarOrder($id: ID!) {\n    cancelNewswireOrder(id: $id) {\n      ...CalendarOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPublication($id: ID!) {\n    cancelPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPublication($id: ID!) {\n    cancelPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPublication($id: ID!, $url: String!) {\n    confirmPublication(id: $id, url: $url) {\n      ...PublicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPublication($id: ID!, $url: String!) {\n    confirmPublication(id: $id, url: $url) {\n      ...PublicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectPlatform($platform: String!, $credentials: JSONObject!, $label: String) {\n    connectPlatform(platform: $platform, credentials: $credentials, label: $label) {\n      ...PlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConnectPlatform($platform: String!, $credentials: JSONObject!, $label: String) {\n    connectPlatform(platform: $platform, credentials: $credentials, label: $label) {\n      ...PlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectPlatform($platform: String!) {\n    disconnectPlatform(platform: $platform) {\n      ...PlatformFields\n    }\n  }\n"): (typeof documents)["\n  mutation DisconnectPlatform($platform: String!) {\n    disconnectPlatform(platform: $platform) {\n      ...PlatformFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlatformFields on Platform {\n    id\n    name\n    connected\n    label\n    connectedAt\n    sandbox\n    sandboxReason\n    credentialFields {\n      name\n      required\n      description\n    }\n    oauthAvailable\n    oauthStartUrl\n  }\n"): (typeof documents)["\n  fragment PlatformFields on Platform {\n    id\n    name\n    connected\n    label\n    connectedAt\n    sandbox\n    sandboxReason\n    credentialFields {\n      name\n      required\n      description\n    }\n    oauthAvailable\n    oauthStartUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformConnections {\n    platforms {\n      nodes {\n        ...PlatformFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlatformConnections {\n    platforms {\n      nodes {\n        ...PlatformFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationFields on Publication {\n    id\n    articleId\n    campaignId\n    articleTitle\n    platform\n    platformName\n    status\n    scheduledFor\n    publishedAt\n    url\n    sandbox\n    attempts\n    lastError\n    submission {\n      formUrl\n      text\n    }\n    at\n  }\n"): (typeof documents)["\n  fragment PublicationFields on Publication {\n    id\n    articleId\n    campaignId\n    articleTitle\n    platform\n    platformName\n    status\n    scheduledFor\n    publishedAt\n    url\n    sandbox\n    attempts\n    lastError\n    submission {\n      formUrl\n      text\n    }\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CalendarOrderFields on NewswireOrder {\n    id\n    articleId\n    articleTitle\n    provider\n    providerName\n    level\n    status\n    targetTime\n    releaseUrl\n    sandbox\n    lastError\n    message\n    publishedAt\n    at\n  }\n"): (typeof documents)["\n  fragment CalendarOrderFields on NewswireOrder {\n    id\n    articleId\n    articleTitle\n    provider\n    providerName\n    level\n    status\n    targetTime\n    releaseUrl\n    sandbox\n    lastError\n    message\n    publishedAt\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishingCalendar($from: String, $to: String) {\n    publishingCalendar(from: $from, to: $to) {\n      from\n      to\n      publications {\n        ...PublicationFields\n      }\n      orders {\n        ...CalendarOrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishingCalendar($from: String, $to: String) {\n    publishingCalendar(from: $from, to: $to) {\n      from\n      to\n      publications {\n        ...PublicationFields\n      }\n      orders {\n        ...CalendarOrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryPublication($id: ID!) {\n    retryPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryPublication($id: ID!) {\n    retryPublication(id: $id) {\n      ...PublicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApprovalRule {\n    approvalRule {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n"): (typeof documents)["\n  query ApprovalRule {\n    approvalRule {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApprovalRule($required: Boolean!, $approvalsNeeded: Int!) {\n    setApprovalRule(required: $required, approvalsNeeded: $approvalsNeeded) {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n"): (typeof documents)["\n  mutation SetApprovalRule($required: Boolean!, $approvalsNeeded: Int!) {\n    setApprovalRule(required: $required, approvalsNeeded: $approvalsNeeded) {\n      required\n      approvalsNeeded\n      explicit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      organizationName\n      ticker\n      role\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      organizationName\n      ticker\n      role\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      userId\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      userId\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($input: InviteInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($input: InviteInput!) {\n    inviteMember(input: $input) {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemberRole($userId: ID!, $role: MemberRole!) {\n    changeMemberRole(userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeMemberRole($userId: ID!, $role: MemberRole!) {\n    changeMemberRole(userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RemoveMember($userId: ID!) {\n    removeMember(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team {\n    team {\n      members {\n        userId\n        username\n        email\n        role\n        twoFactorEnabled\n        joinedAt\n      }\n      invitations {\n        id\n        email\n        role\n        outsideDomain\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Team {\n    team {\n      members {\n        userId\n        username\n        email\n        role\n        twoFactorEnabled\n        joinedAt\n      }\n      invitations {\n        id\n        email\n        role\n        outsideDomain\n        invitedBy\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TickerSearch($query: String!) {\n    stockSearch(query: $query) {\n      nodes {\n        ticker\n        exchange\n        name\n        marketCap\n      }\n    }\n  }\n"): (typeof documents)["\n  query TickerSearch($query: String!) {\n    stockSearch(query: $query) {\n      nodes {\n        ticker\n        exchange\n        name\n        marketCap\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TickerValidate($ticker: String!) {\n    validateTicker(ticker: $ticker) {\n      valid\n      companyInfo {\n        companyName\n        ticker\n        exchange\n        sector\n        industry\n        marketCap\n        website\n        country\n        isDemo\n      }\n    }\n  }\n"): (typeof documents)["\n  query TickerValidate($ticker: String!) {\n    validateTicker(ticker: $ticker) {\n      valid\n      companyInfo {\n        companyName\n        ticker\n        exchange\n        sector\n        industry\n        marketCap\n        website\n        country\n        isDemo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      role\n      plan\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n      twoFactorEnabled\n      twoFactorRequired\n      organizationId\n      memberRole\n      backupCodesRemaining\n      lastLoginAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      role\n      plan\n      companyName\n      ticker\n      exchange\n      sector\n      contactName\n      website\n      jurisdiction\n      verificationStatus\n      twoFactorEnabled\n      twoFactorRequired\n      organizationId\n      memberRole\n      backupCodesRemaining\n      lastLoginAt\n      createdAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;