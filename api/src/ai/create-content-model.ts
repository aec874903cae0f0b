import { ComposerContentModel } from './composer';
import type { ContentModel } from './content-model';
import { OpenAiContentModel } from './openai-model';

export interface ContentModelSettings {
  openaiApiKey?: string;
  openaiBaseUrl?: string;
  openaiModel: string;
  timeoutMs?: number;
}

/** The OpenAI-compatible provider when a key is configured, otherwise the offline composer. */
export function createContentModel(settings: ContentModelSettings): ContentModel {
  const apiKey = settings.openaiApiKey?.trim();
  if (apiKey) {
    return new OpenAiContentModel({
      apiKey,
      baseUrl: settings.openaiBaseUrl,
      model: settings.openaiModel,
      timeoutMs: settings.timeoutMs,
    });
  }
  return new ComposerContentModel();
}
