import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';

/**
 * Every query a change to an article can leave stale (generate, edit, regenerate, approval, publish,
 * distribute, archive): stats, lists, the tracker, the calendar and the article's own panels. Refetched
 * by name, so only those on screen run again; one list, so no screen forgets one.
 */
export const AFTER_ARTICLE_CHANGE = [
  'ArticleApproval',
  'ArticleCompliance',
  'ArticleHistory',
  'ArticlePreview',
  'Analytics',
  'CampaignList',
  'DashboardStats',
  'Engagement',
  'NewswireOrders',
  'NewswireQuote',
  'Notifications',
  'PlanUsage',
  'PublishingCalendar',
  'WaitingForMyApproval',
];

/** After an action on one newswire order: its answer carries the order (the cache updates it by id), the rest follows. */
export const AFTER_ORDER_ACTION = AFTER_ARTICLE_CHANGE.filter((query) => query !== 'NewswireOrders');

/** Refreshes what is on screen after an article changed (the screens' `onChanged`). */
export function useRefreshAfterChange(): () => void {
  const client = useApolloClient();
  return useCallback(() => void client.refetchQueries({ include: AFTER_ARTICLE_CHANGE }).catch(() => undefined), [client]);
}
