// The feature article for blog platforms: 800–1,200 words in the issuer's voice, from the campaign's facts.
import type { ComposedText } from './composer';
import {
  CLOSINGS,
  FEATURE_INTROS,
  HIGHLIGHT_CONNECTIVES,
  HIGHLIGHT_HEADINGS,
  MEASURES,
  NEWS_HEADLINE,
  NEWS_URL,
  REPORTING,
  RISK_LEADS,
  RISKS,
  SECTOR_LEADS,
  TERMS,
} from './composer.phrases';
import {
  aboutParagraph,
  contactBlock,
  factLine,
  quoteParagraph,
  strongestHighlight,
  headline,
  type ComposerInput,
} from './composer.pieces';
import { GENERAL_SECTOR_PROFILE } from './composer.sectors';
import {
  compact,
  fillToTarget,
  lowerFirst,
  section,
  sectionBlocks,
  statement,
  thatClause,
  tidy,
  type Rng,
  type Section,
} from './composer.text';

const FEATURE_MIN_WORDS = 800;
const FEATURE_MAX_WORDS = 1200;

export function composeFeature(input: ComposerInput, rng: Rng): ComposedText {
  const { ctx, tone } = input;
  const intro = section(undefined, [rng.pick(FEATURE_INTROS[tone])(ctx)]);
  const highlights = highlightsSection(input, rng);
  const news = newsSection(input, rng);
  const custom = input.customContext ? section(rng.pick(['Background', 'Context from the company']), [input.customContext]) : undefined;
  const facts =
    input.facts.length > 0 ? section(rng.pick(['Facts on record', 'Key facts']), [input.facts.map(factLine).join('\n')]) : undefined;
  const industry = industrySection(input, rng, tone === 'analytical');
  const reporting = reportingSection(input, rng);
  const terms = section(
    rng.pick(['Terms in the company’s reports', 'A few terms explained']),
    [TERMS[0](ctx)],
    TERMS.slice(1).map((p) => p(ctx)),
  );
  const risks = risksSection(input, rng);
  const closing = section(undefined, [rng.pick(CLOSINGS[tone])(ctx)]);
  const about = section(`About ${ctx.co}`, [aboutParagraph(input)]);
  const contact = section(undefined, [contactBlock(input)]);

  let body: (Section | undefined)[];
  switch (tone) {
    case 'factual':
      body = [intro, highlights, facts, news, custom, industry, reporting, risks];
      break;
    case 'analytical':
      body = [intro, highlights, facts, news, custom, industry, reporting, risks];
      break;
    case 'deepdive':
      body = [intro, highlights, news, custom, industry, facts, reporting, risks];
      industry.core.push(...industry.extras.splice(0, 1));
      break;
    case 'educational':
      body = [intro, terms, highlights, news, custom, industry, facts, reporting, risks];
      break;
    default:
      body = [intro, highlights, news, custom, ...rng.shuffle(compact([industry, facts])), reporting, risks];
  }
  // Outside the educational tone the terms are optional paragraphs of the reporting section.
  if (tone !== 'educational') reporting.extras.push(...terms.core, ...terms.extras);
  const sections = compact([...body, closing, about, contact]);
  fillToTarget(sections, rng.int(FEATURE_MIN_WORDS + 30, FEATURE_MIN_WORDS + 200), FEATURE_MAX_WORDS - 15, rng);
  const blocks = sections.flatMap(sectionBlocks).map((block) => tidy(block, ctx.co));
  return { title: headline(input), body: blocks.join('\n\n'), blocks };
}

function highlightsSection(input: ComposerInput, rng: Rng): Section | undefined {
  const { ctx, tone } = input;
  const first = strongestHighlight(input);
  if (!first) return input.quote ? section(undefined, [quoteParagraph(input)!]) : undefined;
  const others = input.highlights.filter((line) => line !== first);
  const core: string[] = [];
  if (tone === 'factual') {
    core.push([first, ...others].map((line) => `- ${statement(line, 'The company')}`).join('\n'));
  } else {
    core.push(statement(first, ctx.co));
    const [lead, ...rest] = HIGHLIGHT_CONNECTIVES[tone];
    const connectives = [lead, ...rng.shuffle(rest)];
    others.forEach((line, index) => core.push(connected(connectives[index % connectives.length], line)));
  }
  const quote = quoteParagraph(input);
  if (quote) core.push(quote);
  return section(rng.pick(HIGHLIGHT_HEADINGS[tone])(ctx), core);
}

/** "In addition, the company signed …" or "The company also reports that it signed …". */
function connected(connective: string, line: string): string {
  if (/that$/.test(connective)) return `${connective} ${thatClause(line)}.`;
  const text = statement(line, 'The company');
  return connective.endsWith(',') ? `${connective} ${lowerFirst(text)}` : `${connective} ${text}`;
}

function newsSection(input: ComposerInput, rng: Rng): Section | undefined {
  const { news, ctx } = input;
  if (!news) return undefined;
  const text = news.isUrl ? rng.pick(NEWS_URL)(ctx, news.text) : `${rng.pick(NEWS_HEADLINE)(ctx, news.text)}.`;
  return section('Recent news', [text]);
}

/** The industry's context; the analytical tone leads with the measures its sector reports. */
function industrySection(input: ComposerInput, rng: Rng, measuresFirst: boolean): Section {
  const { ctx } = input;
  const [first, ...rest] = ctx.profile.considerations;
  const measures = rng.pick(MEASURES)(ctx);
  const extras = measuresFirst ? [...rest] : [...rest, measures];
  if (ctx.profile !== GENERAL_SECTOR_PROFILE) extras.push(...GENERAL_SECTOR_PROFILE.considerations);
  const heading = rng.pick([`${ctx.co} and its industry`, 'Industry context', 'The industry backdrop']);
  return section(heading, [`${rng.pick(SECTOR_LEADS)(ctx)} ${first}`, ...(measuresFirst ? [measures] : [])], extras);
}

function reportingSection(input: ComposerInput, rng: Rng): Section {
  const { ctx } = input;
  const [first, ...rest] = REPORTING.map((phrase) => phrase(ctx));
  return section(rng.pick([`How ${ctx.co} reports to shareholders`, 'Reporting to shareholders']), [first], rng.shuffle(rest));
}

function risksSection(input: ComposerInput, rng: Rng): Section {
  const { ctx } = input;
  const [first, ...rest] = RISKS.map((phrase) => phrase(ctx));
  return section('Risks', [`${rng.pick(RISK_LEADS)(ctx)} ${ctx.profile.risks.join(' ')}`, first], rest);
}
