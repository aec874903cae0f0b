import { graphql } from '../../../gql';

/** Whether a ticker is a known listing, with the company details the KYC form takes over. */
export const TickerValidateDocument = graphql(`
  query TickerValidate($ticker: String!) {
    validateTicker(ticker: $ticker) {
      valid
      companyInfo {
        companyName
        ticker
        exchange
        sector
        industry
        marketCap
        website
        country
        isDemo
      }
    }
  }
`);
