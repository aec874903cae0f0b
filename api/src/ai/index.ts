export {
  CONTENT_TONES,
  type ContentFact,
  type ContentKind,
  type ContentModel,
  type ContentQuote,
  type HeadOffice,
  type ContentRequest,
  type ContentTone,
  type GeneratedContent,
  type GenerateOptions,
} from './content-model';
export { createContentModel, type ContentModelSettings } from './create-content-model';
export { ContentModelError, type ContentModelErrorCode } from './content-model.error';
export { ComposerContentModel, COMPOSER_MODEL_NAME, compose, contentWriter, headlineFor } from './composer';
export { OpenAiContentModel, DEFAULT_OPENAI_TIMEOUT_MS, type OpenAiContentModelOptions } from './openai-model';
export { countWords, splitTitle } from './content-text.utils';
export { toneKey, type ToneKey } from './content-tone';
export {
  DEFAULT_REVIEW_TIMEOUT_MS,
  OpenAiReviewModel,
  REVIEW_CATEGORIES,
  REVIEW_VERDICTS,
  type ComplianceReviewer,
  type ReviewCategory,
  type ReviewRequest,
  type ReviewVerdict,
  type SentenceVerdict,
} from './review-model';
