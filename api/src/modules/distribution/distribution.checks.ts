// The disclosure check of a distribution, shared by the API (which refuses the order) and the browser
// (which flags the choice before it is made). No entity, no zod, no Node: the web app imports this file.

/** The finding's rule id and the refusal's error code: one stable name. */
export const REG_FD_DISTRIBUTION = 'reg_fd_distribution';

/**
 * Material news, by what a release announces in its headline: the kinds Regulation FD's release (33-7881)
 * names as likely material. The headline only: a feature that mentions results in passing is not one.
 */
const MATERIAL_TOPICS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'earnings',
    /\b(?:(?:first|second|third|fourth|Q[1-4]|quarter(?:ly)?|full[- ]year|fiscal(?: year)?(?: \d{4})?|annual|interim|half[- ]year|year[- ]end)\b[^.\n]{0,40}\b(?:results|earnings)|reports?\b[^.\n]{0,40}\b(?:revenue|net (?:income|loss)|earnings|results)|earnings per share|\bEPS\b)/i,
  ],
  ['guidance', /\b(?:raises|lowers|cuts|reaffirms|reiterates|updates|issues|withdraws)\b[^.\n]{0,40}\b(?:guidance|outlook|forecast)\b/i],
  [
    'a merger or acquisition',
    /\b(?:definitive (?:merger )?agreement|agree[sd]? to (?:acquire|be acquired|merge)|to acquire\b[^.\n]{0,60}\bfor \$|merger agreement|tender offer|business combination)\b/i,
  ],
  ['a dividend', /\b(?:declares?|declared|announces?|raises|suspends?|initiates?)\b[^.\n]{0,40}\bdividend\b/i],
  ['a securities offering', /\b(?:public offering|private placement|registered direct offering|bought deal|at-the-market offering)\b/i],
];

/** The material-news kinds a release's headline announces (empty: none found). */
export function materialNewsTopics(headline: string): string[] {
  return MATERIAL_TOPICS.filter(([, pattern]) => pattern.test(headline)).map(([topic]) => topic);
}

/** What the issuer's listing asks of a release of this article; null when nothing (not material, or no such rule). */
export interface DisclosureNeed {
  /** The market whose broad national distribution the release needs (US: Regulation FD). */
  market: string;
  /** The rule, for people. */
  rule: string;
  /** What makes the release material news. */
  topics: string[];
}

/** One chosen wire at the chosen level, with the markets where that level is broad national distribution. */
interface ChosenCircuit {
  providerName: string;
  coverage: readonly string[];
}

/** The finding as the gate answers it (the same shape as the compliance gate's findings). */
export interface DistributionFinding {
  ruleId: typeof REG_FD_DISTRIBUTION;
  severity: 'critical';
  title: string;
  message: string;
  suggestion: string;
  text: null;
}

function list(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Regulation FD (and the timely-disclosure rules like it): material news goes out by broad, non-exclusionary
 * distribution. The choice meets it when at least one chosen wire's level is national in the issuer's
 * market; otherwise the finding, before anything is ordered.
 */
export function distributionFinding(
  need: DisclosureNeed | null,
  chosen: readonly ChosenCircuit[],
  levelLabel: string,
): DistributionFinding | null {
  if (!need || chosen.length === 0) return null;
  if (chosen.some((c) => c.coverage.includes(need.market))) return null;
  return {
    ruleId: REG_FD_DISTRIBUTION,
    severity: 'critical',
    title: 'Distribution too narrow for material news',
    message:
      `This release announces ${list(need.topics)}: ${need.rule} asks for broad national distribution in the ${need.market}, ` +
      `and the ${levelLabel} level of ${list(chosen.map((c) => c.providerName))} is not.`,
    suggestion: `Choose a level or a wire with national ${need.market} distribution (the dialog marks them) before ordering.`,
    text: null,
  };
}
