// The press release in the form the wires and IR teams use: a headline from the strongest highlight, an
// optional sub-headline, the wire dateline and a lead sentence with the company, a verb and the news, the
// other highlights as sentences, the issuer's quote attributed once, About and the contact from the profile,
// and the end mark. The disclosures are appended by the server.
import type { ComposedText } from './composer.pieces';
import { wireDateline } from './composer.dateline';
import { asSentence, leadPredicate } from './composer.grammar';
import {
  aboutParagraph,
  contactBlock,
  factLine,
  headline,
  quoteParagraph,
  shortName,
  strongestHighlight,
  subHeadline,
  type ComposerInput,
} from './composer.pieces';
import { compact, section, sectionBlocks, tidy, type Rng } from './composer.text';

const FINANCIAL_LABEL =
  /market\s*cap|revenue|sales|price|earnings|income|profit|loss|cash|ebitda|shares|debt|assets|valuation|volume|dividend|margin/i;

/** The wires' end mark, escaped so that Markdown prints it rather than reading an empty heading. */
export const END_MARK = '\\#\\#\\#';

export function composeRelease(input: ComposerInput, rng: Rng): ComposedText {
  const { ctx, req } = input;
  const short = shortName(ctx.co);
  const first = strongestHighlight(input);
  const others = input.highlights.filter((line) => line !== first);
  const what = first ? leadPredicate(first) : 'provided an update on its business';
  const lead = `${wireDateline(req.headOffice, req.date)} ${ctx.co} (${ctx.tickerLabel}) today ${what}.`;
  const sub = subHeadline(input);

  const body: string[] = [];
  const subjects = rng.shuffle([short, 'The company', short]);
  others.forEach((line, index) => {
    const subject = subjects[index % subjects.length];
    body.push(asSentence(line, subject, index === 0 ? 'also reported' : 'reported'));
  });
  if (input.customContext) body.push(input.customContext);
  const quote = quoteParagraph(input);
  if (quote) body.push(quote);
  if (req.includeFinancials) {
    const financial = input.facts.filter((fact) => FINANCIAL_LABEL.test(fact.label));
    if (financial.length > 0) body.push(`Financial information on record:\n\n${financial.map(factLine).join('\n')}`);
  }
  // One sentence of balance, as releases carry it: the engine counts a release with no risk language as one-sided.
  body.push(`${short}'s business is subject to risks and uncertainties, including those described in the risk factors of its filings.`);

  const sections = compact([
    section(undefined, [...(sub ? [`*${sub}*`] : []), lead, ...body]),
    section(`About ${ctx.co}`, [aboutParagraph(input)]),
    section(undefined, [contactBlock(input), END_MARK]),
  ]);
  const blocks = sections.flatMap(sectionBlocks).map((block) => tidy(block, short));
  return { title: headline(input), body: blocks.join('\n\n'), blocks };
}
