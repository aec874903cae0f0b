// The composer's own wording: the headings of the feature. Everything else a piece says is the issuer's
// facts (issue 37: no glossary, no sector essay). Words the compliance rules flag are kept out on purpose.
import type { SectorProfile } from './composer.sectors';
import type { ToneKey } from './content-tone';

/** What a phrase may draw on: the campaign's own facts, already cleaned. */
export interface PhraseContext {
  co: string;
  ticker: string;
  /** "NASDAQ: ACME" when the exchange is known, else "ACME". */
  tickerLabel: string;
  exchange?: string;
  /** Sector as it reads mid-sentence, e.g. "technology". */
  sector: string;
  profile: SectorProfile;
}

export type Phrase = (c: PhraseContext) => string;

/** Headings of the section that carries the company's highlights. */
export const HIGHLIGHT_HEADINGS: Record<ToneKey, readonly Phrase[]> = {
  bullish: [() => 'Recent progress', (c) => `What ${c.co} has achieved`],
  neutral: [() => 'Recent developments', () => 'Business update'],
  factual: [() => 'Reported developments', () => 'Developments'],
  deepdive: [() => 'Recent developments in detail', () => 'What the company reports'],
  analytical: [() => 'Developments and figures', () => 'What the company reports'],
  educational: [(c) => `What ${c.co} has announced`, () => 'Recent developments'],
};
