import { BRIEF_FIELDS, type ContentModel, type ContentRequest, type GeneratedContent, type GenerateOptions } from './content-model';
import { ContentModelError } from './content-model.error';
import { countWords } from './content-text.utils';
import { composeFeature } from './composer.feature';
import { headline, type ComposedText, type ComposerInput } from './composer.pieces';
import { composeRelease } from './composer.release';
import { sectorProfile } from './composer.sectors';
import {
  capitalize,
  cleanLines,
  createRng,
  oneLine,
  sectorPhrase,
  sentence,
  stableStringify,
  stripEnd,
  stripMarkdown,
  takeWithinBudget,
  truncateWords,
} from './composer.text';
import { toneKey } from './content-tone';

export const COMPOSER_MODEL_NAME = 'composer';

/** What writes drafts, as screens and the landing page name it: the built-in composer, or the model by its name. */
export function contentWriter(model: { name: string }): { builtIn: boolean; name: string } {
  const builtIn = model.name === COMPOSER_MODEL_NAME;
  return { builtIn, name: builtIn ? 'Built-in composer' : model.name };
}

// Caps on the issuer's text so that long inputs cannot push a piece past its word range.
// The feature's equal campaigns' BRIEF_WORD_CAPS (what a brief counts towards a feature's length).
const FEATURE_CAPS = { highlights: 800, field: 300, line: 90, news: 60, custom: 150, facts: 10 };
const RELEASE_CAPS = { highlights: 200, field: 0, line: 90, news: 40, custom: 90, facts: 8 };
// The quote is the issuer's own words: only an absurd length is cut (the form allows 2,000 characters).
const QUOTE_CAP = 400;
const BOILERPLATE_CAP = 150;

/** The built-in composer: deterministic templates over the campaign's own facts, offline, in the issuer's voice. */
export class ComposerContentModel implements ContentModel {
  readonly name = COMPOSER_MODEL_NAME;

  async generate(req: ContentRequest, opts: GenerateOptions = {}): Promise<GeneratedContent> {
    const { signal, onDelta } = opts;
    throwIfAborted(signal);
    const composed = compose(req);
    if (onDelta) {
      // Same streaming path as the provider: title line first, then block by block.
      onDelta(`# ${composed.title}\n\n`);
      composed.blocks.forEach((block, index) => {
        throwIfAborted(signal);
        onDelta(index === 0 ? block : `\n\n${block}`);
      });
    }
    throwIfAborted(signal);
    return { title: composed.title, body: composed.body, model: COMPOSER_MODEL_NAME, wordCount: countWords(composed.body) };
  }
}

/** Builds the title and markdown body for a request; pure and synchronous. */
export function compose(req: ContentRequest): ComposedText {
  const rng = createRng(`${req.variationSeed ?? ''}\u0000${stableStringify(req)}`);
  const isRelease = req.kind === 'press-release';
  const input = normalize(req, isRelease ? RELEASE_CAPS : FEATURE_CAPS);
  return isRelease ? composeRelease(input, rng) : composeFeature(input, rng);
}

/**
 * The headline the composer writes for these facts when no title is given: the one rule for headlines (the
 * strongest highlight), which campaign titles and the content generator's form ask for rather than copy.
 */
export function headlineFor(req: Pick<ContentRequest, 'companyName' | 'ticker' | 'highlights'> & Partial<ContentRequest>): string {
  const full: ContentRequest = { kind: 'press-release', sector: '', tone: 'neutral', ...req, title: undefined };
  return headline(normalize(full, full.kind === 'press-release' ? RELEASE_CAPS : FEATURE_CAPS));
}

// ---------------------------------------------------------------------------------------------
// Input: the issuer's fields, cleaned; nothing else reaches the templates.

function normalize(req: ContentRequest, caps: typeof FEATURE_CAPS): ComposerInput {
  const co = oneLine(req.companyName) || oneLine(req.ticker);
  const ticker = oneLine(req.ticker).toUpperCase();
  const exchange = oneLine(req.exchange ?? '') || undefined;
  const sectorText = oneLine(req.sector).replace(/\s+sector$/i, '');
  const ctx: ComposerInput['ctx'] = {
    co,
    ticker,
    tickerLabel: exchange ? `${exchange}: ${ticker}` : ticker,
    exchange,
    sector: sectorText ? sectorPhrase(sectorText) : 'its industry',
    profile: sectorProfile(sectorText, req.industry),
  };
  const lines = cleanLines([...(req.keyMessages ?? []), ...(req.highlights ?? [])]).map((line) => truncateWords(line, caps.line));
  const newsText = oneLine(req.recentNews ?? '');
  const news = newsText
    ? /^https?:\/\/\S+$/i.test(newsText)
      ? { text: newsText, isUrl: true }
      : { text: stripEnd(truncateWords(stripMarkdown(newsText), caps.news)), isUrl: false }
    : undefined;
  const custom = oneLine(stripMarkdown(req.customContext ?? ''));
  const quoteText = truncateWords(oneLine(req.quote?.text ?? ''), QUOTE_CAP).replace(/^["“”']+|["“”']+$/g, '');
  const speaker = oneLine(req.quote?.speakerName ?? '');
  const contact = (req.mediaContact ?? '').split(/\r?\n/).map(oneLine).filter(Boolean).slice(0, 6);
  const boilerplate = truncateWords(oneLine(stripMarkdown(req.boilerplate ?? '')), BOILERPLATE_CAP);
  return {
    req,
    ctx,
    tone: toneKey(req.tone),
    highlights: [...new Set(takeWithinBudget(lines, caps.highlights))],
    news,
    website: oneLine(req.website ?? '') || undefined,
    customContext: custom ? sentence(truncateWords(custom, caps.custom)) : undefined,
    facts: (req.facts ?? [])
      .map((fact) => ({ label: oneLine(fact.label), value: oneLine(fact.value), source: oneLine(fact.source) }))
      .filter((fact) => fact.label && fact.value)
      .slice(0, caps.facts),
    quote:
      quoteText && speaker
        ? { text: sentence(capitalize(quoteText)), speakerName: speaker, speakerTitle: oneLine(req.quote?.speakerTitle ?? '') || undefined }
        : undefined,
    brief: Object.fromEntries(
      BRIEF_FIELDS.map((field) => [
        field,
        takeWithinBudget(
          cleanLines(splitFacts(req.brief?.[field] ?? '')).map((line) => truncateWords(line, caps.line)),
          caps.field,
        ),
      ]),
    ) as ComposerInput['brief'],
    boilerplate: boilerplate || undefined,
    mediaContact: contact.length > 0 ? contact : undefined,
  };
}

/** A brief field's facts: one per line, and a paragraph one per sentence. */
function splitFacts(text: string): string[] {
  return text.split(/\r?\n|(?<=[a-z0-9%)][.!?])\s+(?=[A-Z])/);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ContentModelError('aborted');
}
