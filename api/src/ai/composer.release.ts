// The press release: dateline, "Company (EXCHANGE: TICKER) today announced …", the issuer's news, its quote
// when given, "About" and the contact from the organization profile. The disclosures are appended by the server.
import type { ComposedText } from './composer';
import { HIGHLIGHT_CONNECTIVES, MEASURES, NEWS_HEADLINE, NEWS_URL, RELEASE_LEADS, SECTOR_LEADS } from './composer.phrases';
import {
  aboutParagraph,
  contactBlock,
  factLine,
  quoteParagraph,
  strongestHighlight,
  headline,
  type ComposerInput,
} from './composer.pieces';
import { compact, formatDate, lowerFirst, section, sectionBlocks, statement, thatClause, tidy, type Rng } from './composer.text';

const FINANCIAL_LABEL =
  /market\s*cap|revenue|sales|price|earnings|income|profit|loss|cash|ebitda|shares|debt|assets|valuation|volume|dividend|margin/i;

export function composeRelease(input: ComposerInput, rng: Rng): ComposedText {
  const { ctx, tone, req } = input;
  const first = strongestHighlight(input);
  const others = input.highlights.filter((line) => line !== first);
  const dateline = `**${input.place ? `${input.place}, ` : ''}${formatDate(req.date)}** —`;
  const what = first
    ? `that ${thatClause(first)}`
    : input.news && !input.news.isUrl
      ? `the following news: ${input.news.text}`
      : 'an update on its business';
  const lead = `${dateline} ${rng.pick(RELEASE_LEADS[tone])(ctx, what)}`;

  const body: string[] = [];
  const [connective, ...rest] = HIGHLIGHT_CONNECTIVES[tone];
  const connectives = [connective, ...rng.shuffle(rest)];
  others.forEach((line, index) => {
    const c = connectives[index % connectives.length];
    if (/that$/.test(c)) body.push(`${c} ${thatClause(line)}.`);
    else body.push(c.endsWith(',') ? `${c} ${lowerFirst(statement(line, 'The company'))}` : `${c} ${statement(line, 'The company')}`);
  });
  if (input.customContext) body.push(input.customContext);
  if (input.news && first) {
    body.push(input.news.isUrl ? rng.pick(NEWS_URL)(ctx, input.news.text) : `${rng.pick(NEWS_HEADLINE)(ctx, input.news.text)}.`);
  }
  const quote = quoteParagraph(input);
  if (quote) body.push(quote);
  if (req.includeFinancials) {
    const financial = input.facts.filter((fact) => FINANCIAL_LABEL.test(fact.label));
    if (financial.length > 0) body.push(`Financial information on record:\n\n${financial.map(factLine).join('\n')}`);
  }
  // One sentence of balance, as releases carry it: the engine counts a release with no risk language as one-sided.
  body.push(`${ctx.co}'s business is subject to risks and uncertainties, including those described in the risk factors of its filings.`);
  // Deep-dive, analytical and educational tones add the industry's context: wording and emphasis, never new facts.
  const background =
    tone === 'deepdive' || tone === 'analytical' || tone === 'educational'
      ? section('Industry background', [`${rng.pick(SECTOR_LEADS)(ctx)} ${ctx.profile.considerations[0]}`, rng.pick(MEASURES)(ctx)])
      : undefined;

  const sections = compact([
    section(undefined, [lead, ...body]),
    background,
    section(`About ${ctx.co}`, [aboutParagraph(input)]),
    section(undefined, [contactBlock(input)]),
  ]);
  const blocks = sections.flatMap(sectionBlocks).map((block) => tidy(block, ctx.co));
  return { title: headline(input), body: blocks.join('\n\n'), blocks };
}
