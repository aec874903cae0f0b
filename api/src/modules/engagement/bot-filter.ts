import { isbot } from 'isbot';

/**
 * True when the request comes from software rather than a person reading the article: search and AI
 * crawlers, link unfurlers, monitors, HTTP libraries, headless browsers (isbot's maintained list). An
 * empty or stub User-Agent is not a browser either.
 */
export function isBot(userAgent: string | undefined | null): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return isbot(userAgent);
}
