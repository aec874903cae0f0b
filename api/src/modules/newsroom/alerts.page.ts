import { NEWSROOM_STYLE } from './newsroom.style';

// The small pages of the alerts (confirm, unsubscribe, "check your mail"): no script, the newsroom's stylesheet.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A one-message page, with at most one form of one button (posted to `action`). */
export function alertPage(input: {
  title: string;
  message: string;
  action?: { url: string; label: string; fields?: Record<string, string> };
}): string {
  const form = input.action
    ? `<form class="subscribe" method="post" action="${esc(input.action.url)}">${Object.entries(input.action.fields ?? {})
        .map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`)
        .join('')}<button type="submit">${esc(input.action.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${esc(input.title)}</title>
<style>${NEWSROOM_STYLE}</style>
</head>
<body>
<main id="content">
<h1>${esc(input.title)}</h1>
<p>${esc(input.message)}</p>
${form}
</main>
</body>
</html>
`;
}

/**
 * The newsroom's subscribe form (no script: a plain POST answered by a page). It posts to the page's own origin, which
 * the page's CSP (`form-action 'self'`) allows whatever PUBLIC_URL says.
 */
export function subscribeForm(slug: string): string {
  return `<form class="subscribe" method="post" action="/newsroom/${esc(encodeURIComponent(slug))}/subscribe">
<label for="alert-email">Email alerts: get each release by mail</label>
<div><input id="alert-email" name="email" type="email" autocomplete="email" required maxlength="320" placeholder="you@example.com"><button type="submit">Subscribe</button></div>
</form>`;
}
