// The feature article for blog platforms, made of the issuer's facts: its highlights, its brief (background,
// products, customers, strategy, milestones, outlook), its quote and its profile. No glossary, no sector essay,
// no figure the issuer did not give: a brief too thin for a feature is refused before generation
// (campaigns' briefShortfall), never padded.
import type { ComposedText } from './composer.pieces';
import { asSentence, leadPredicate } from './composer.grammar';
import { HIGHLIGHT_HEADINGS } from './composer.phrases';
import {
  aboutParagraph,
  contactBlock,
  headline,
  quoteParagraph,
  shortName,
  strongestHighlight,
  type ComposerInput,
} from './composer.pieces';
import { capitalize, compact, section, sectionBlocks, takeWithinBudget, tidy, type Rng, type Section } from './composer.text';
import { countWords } from './content-text.utils';
import type { ContentBrief } from './content-model';

type BriefField = keyof ContentBrief;

/** Each brief field's heading, and the words that make one of its fragments a sentence. */
const FIELDS: Record<BriefField, { heading: string; fragment: (short: string) => string }> = {
  background: { heading: 'Background', fragment: (s) => `${s}'s history includes` },
  products: { heading: 'Products and services', fragment: (s) => `${s}'s offering includes` },
  customers: { heading: 'Customers', fragment: (s) => `${s}'s customers include` },
  strategy: { heading: 'Strategy', fragment: (s) => `${s}'s strategy includes` },
  milestones: { heading: 'Milestones', fragment: (s) => `${s} reported` },
  outlook: { heading: 'Outlook', fragment: (s) => `${s} said it expects` },
};

const ORDERS: Record<string, BriefField[]> = {
  default: ['products', 'customers', 'strategy', 'milestones', 'background', 'outlook'],
  // The in-depth and introductory tones start from the company's story.
  story: ['background', 'products', 'customers', 'milestones', 'strategy', 'outlook'],
  // The analytical tone puts what the company expects next to its results.
  analytical: ['outlook', 'products', 'customers', 'strategy', 'milestones', 'background'],
};

export function composeFeature(input: ComposerInput, rng: Rng): ComposedText {
  const { ctx, tone } = input;
  const short = shortName(ctx.co);
  const first = strongestHighlight(input);
  const others = input.highlights.filter((line) => line !== first);
  const intro = section(undefined, [
    first
      ? `${ctx.co} (${ctx.tickerLabel}) ${leadPredicate(first)}.`
      : `${ctx.co} (${ctx.tickerLabel}) has set out its recent developments.`,
  ]);

  const closing = [
    // One sentence of balance: the engine counts a paid piece with no risk language as one-sided.
    section(undefined, [
      `${short}'s business is subject to risks and uncertainties, including those described in the risk factors of its filings.`,
    ]),
    section(`About ${ctx.co}`, [aboutParagraph(input)]),
    section(undefined, [contactBlock(input)]),
  ];
  const extras: string[] = [];
  if (input.news) {
    extras.push(
      input.news.isUrl
        ? `${short}'s release on these results is published at ${input.news.text}.`
        : `${short} published these results in its release “${input.news.text}”.`,
    );
  }
  const quote = quoteParagraph(input);
  if (quote) extras.push(quote);
  // Nothing is padded, and nothing runs past the maximum: the highlights, then the brief, fill what is left.
  let budget = FEATURE_MAX_WORDS - wordsOf([intro, ...closing]) - countWords(extras.join(' ')) - 5;
  const subjects = rng.shuffle([short, 'The company']);
  const highlightLines = takeWithinBudget(
    others.map((line, i) => asSentence(line, subjects[i % 2], i === 0 ? 'also reported' : 'reported')),
    budget,
  );
  budget -= countWords(highlightLines.join(' '));
  const core: string[] =
    tone === 'factual' && highlightLines.length > 1 ? [highlightLines.map((l) => `- ${l}`).join('\n')] : highlightLines;
  core.push(...extras);
  const highlights = core.length > 0 ? section(rng.pick(HIGHLIGHT_HEADINGS[tone])(ctx), core) : undefined;

  const order = tone === 'deepdive' || tone === 'educational' ? ORDERS.story : tone === 'analytical' ? ORDERS.analytical : ORDERS.default;
  const briefSections = order.map((field) => {
    const built = briefSection(input, field, short, budget);
    budget -= built ? wordsOf([built]) : 0;
    return built;
  });

  const sections = compact<Section>([intro, highlights, ...briefSections, ...closing]);
  const blocks = sections.flatMap(sectionBlocks).map((block) => tidy(block, short));
  return { title: headline(input), body: blocks.join('\n\n'), blocks };
}

const FEATURE_MAX_WORDS = 1185;

function wordsOf(sections: Section[]): number {
  return countWords(sections.flatMap(sectionBlocks).join('\n\n'));
}

/** One brief field as a section of sentences within `budget` words; none when the issuer left it empty. */
function briefSection(input: ComposerInput, field: BriefField, short: string, budget: number): Section | undefined {
  // The content generator's context is the issuer's background.
  const lines = field === 'background' && input.customContext ? [input.customContext, ...input.brief[field]] : input.brief[field];
  if (lines.length === 0) return undefined;
  const { heading, fragment } = FIELDS[field];
  const all = lines.map((line, i) => {
    const subject = i % 2 === 0 ? short : 'The company';
    return asSentence(line, subject, capitalize(fragment(subject)));
  });
  const sentences = takeWithinBudget(all, budget - 3);
  if (sentences.length === 0) return undefined;
  // Consecutive short sentences read as one paragraph; a new paragraph every three.
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) paragraphs.push(sentences.slice(i, i + 3).join(' '));
  return section(heading, paragraphs);
}
