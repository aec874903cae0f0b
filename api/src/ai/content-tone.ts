import type { ContentTone } from './content-model';

/** The six distinct tones: the campaign form's and the generator's lists overlap ("deep dive" = "deep-dive"). */
export type ToneKey = 'bullish' | 'neutral' | 'factual' | 'deepdive' | 'analytical' | 'educational';

export function toneKey(tone: ContentTone | string): ToneKey {
  switch (tone) {
    case 'bullish':
      return 'bullish';
    case 'factual':
      return 'factual';
    case 'deep dive':
    case 'deep-dive':
      return 'deepdive';
    case 'analytical':
      return 'analytical';
    case 'educational':
      return 'educational';
    default:
      return 'neutral';
  }
}
