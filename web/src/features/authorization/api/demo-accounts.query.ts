import { graphql } from '../../../gql';

/** The seeded sample accounts behind the four presets (ids and usernames only). */
export const DemoAccountsDocument = graphql(`
  query DemoAccounts {
    demoAccounts {
      accounts {
        id
        username
        verificationStatus
        ticker
      }
      nonExistentUserId
      demoTicker
      otherTicker
    }
  }
`);
