import type { DemoAccountsQuery } from '../../../gql/graphql';

export type DemoAccounts = DemoAccountsQuery['demoAccounts'];

export interface Preset {
  id: 'own_ticker' | 'other_ticker' | 'no_user' | 'unverified';
  label: string;
  userId: string;
  ticker: string;
}

/** Spec: the four scenario presets, on the seeded sample accounts (never a real company). */
export function presetsFor(demo: DemoAccounts): Preset[] {
  const issuer = demo.accounts.find((a) => a.verificationStatus === 'VERIFIED');
  const unverified = demo.accounts.find((a) => a.verificationStatus !== 'VERIFIED');
  const presets: Preset[] = [];
  if (issuer) {
    presets.push({ id: 'own_ticker', label: 'Valid issuer, own ticker', userId: issuer.id, ticker: issuer.ticker ?? demo.demoTicker });
    presets.push({ id: 'other_ticker', label: 'Valid issuer, another ticker', userId: issuer.id, ticker: demo.otherTicker });
  }
  presets.push({ id: 'no_user', label: 'Non-existent user', userId: demo.nonExistentUserId, ticker: demo.demoTicker });
  if (unverified)
    presets.push({ id: 'unverified', label: 'Unverified user', userId: unverified.id, ticker: unverified.ticker ?? demo.demoTicker });
  return presets;
}
