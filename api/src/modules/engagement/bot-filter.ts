/**
 * Automated traffic that must not count as a reader: search and AI crawlers, link unfurlers (social
 * networks, chat apps), uptime monitors, command-line and library HTTP clients, headless browsers.
 * Matched case-insensitively anywhere in the User-Agent. An empty User-Agent is not a browser either.
 */
export const BOT_USER_AGENT_PATTERNS: readonly string[] = [
  // generic words crawlers put in their names
  'bot', 'crawler', 'crawl', 'spider', 'slurp', 'scraper', 'archiver', 'fetcher', 'preview', 'monitor', 'validator', 'checker',
  // link unfurlers and previewers
  'facebookexternalhit', 'facebot', 'meta-externalagent', 'embedly', 'quora link preview', 'whatsapp', 'skypeuripreview',
  'slack-imgproxy', 'vkshare', 'outbrain', 'flipboardproxy', 'nuzzel', 'iframely', 'bitlybot',
  // search, SEO and AI agents whose names lack "bot"
  'ia_archiver', 'mediapartners-google', 'adsbot', 'google-inspectiontool', 'chatgpt-user', 'anthropic-ai', 'claude-web',
  'perplexity', 'ccbot', 'bytespider', 'yandex', 'baiduspider', 'sogou', 'exabot', 'mj12', 'ahrefs', 'semrush',
  // uptime and performance tools
  'pingdom', 'uptimerobot', 'statuscake', 'site24x7', 'lighthouse', 'pagespeed', 'gtmetrix', 'newrelicpinger', 'datadog',
  // HTTP clients and libraries
  'curl', 'wget', 'httpie', 'python-requests', 'python-urllib', 'python-httpx', 'aiohttp', 'go-http-client', 'java/',
  'okhttp', 'apache-httpclient', 'libwww-perl', 'lwp::', 'ruby', 'axios', 'node-fetch', 'undici', 'got (', 'postmanruntime',
  'insomnia', 'scrapy', 'winhttp', 'powershell', 'dart:io', 'reqwest', 'libcurl', 'autocannon', 'k6/', 'jmeter', 'wrk',
  // headless and automated browsers
  'headlesschrome', 'phantomjs', 'puppeteer', 'playwright', 'selenium', 'webdriver', 'cypress',
  // scanners
  'zgrab', 'masscan', 'nmap', 'nuclei', 'nikto', 'sqlmap', 'censys', 'shodan',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const BOT_PATTERN = new RegExp(BOT_USER_AGENT_PATTERNS.map(escape).join('|'), 'i');

/** True when the request comes from software rather than a person reading the article. */
export function isBot(userAgent: string | undefined | null): boolean {
  if (!userAgent || userAgent.trim().length < 10) return true;
  return BOT_PATTERN.test(userAgent);
}
