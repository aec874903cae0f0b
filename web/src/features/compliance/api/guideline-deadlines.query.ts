import { skipToken, useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';

// Its own operation so a bad event time fails the deadlines panel, not the whole guidelines view.
export const GuidelineDeadlinesDocument = graphql(`
  query GuidelineDeadlines($ticker: String!, $eventTime: DateTimeISO) {
    guidelines(ticker: $ticker, eventTime: $eventTime) {
      ticker
      simplified {
        exchange
      }
      guidelines {
        materialChangeDeadline {
          ...RuleItemFields
        }
      }
      deadlines {
        eventTime
        materialChangeReport {
          form
          dueAt
        }
        release {
          easternTime
          session
          notifyExchangeBy
          earliestAfterClose
          ok
          warnings
          rules {
            ...RuleItemFields
          }
        }
      }
    }
  }
`);

/** Report due time and release-window advice for news at `eventTime` (an ISO instant). */
export function useGuidelineDeadlines(ticker: string | null, eventTime: string | null) {
  return useQuery(GuidelineDeadlinesDocument, ticker && eventTime ? { variables: { ticker, eventTime } } : skipToken);
}
