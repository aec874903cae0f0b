import { createHash } from 'node:crypto';

// The newsroom's one stylesheet, inlined in every page and allowed by its hash (no other style, no script).
// System fonts and no images of its own: a page is a few kilobytes and draws at once on a phone.
export const NEWSROOM_STYLE = `
:root{color-scheme:light;--ink:#16191d;--muted:#4f5864;--line:#d5dbe3;--accent:#1a47c2;--bg:#fff}
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--accent)}
a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-9999px}
.skip:focus{left:8px;top:8px;background:#fff;padding:6px 10px}
header.site{border-bottom:1px solid var(--line)}
header.site div{max-width:760px;margin:0 auto;padding:16px 20px;display:flex;gap:12px;align-items:center}
header.site img{max-height:40px;max-width:160px}
header.site a{font-weight:600;text-decoration:none;color:var(--ink);font-size:1.1rem}
main{max-width:760px;margin:0 auto;padding:24px 20px 56px}
h1{font-size:1.9rem;line-height:1.2;margin:0 0 8px}
h2{font-size:1.25rem;line-height:1.3;margin:0 0 4px}
.releases{list-style:none;margin:24px 0 0;padding:0}
.releases li{padding:18px 0;border-top:1px solid var(--line)}
.releases p{margin:6px 0 0}
.meta{color:var(--muted);font-size:.92rem}
.feeds{margin:8px 0 0;color:var(--muted);font-size:.92rem}
.feeds a{margin-right:12px}
nav.pages{display:flex;justify-content:space-between;margin-top:24px;border-top:1px solid var(--line);padding-top:16px}
article.release h2,article.release h3,article.release h4{margin:1.6em 0 .5em}
article.release blockquote{margin:1em 0;padding:0 1em;border-left:3px solid var(--line);color:var(--muted)}
article.release pre{overflow:auto;background:#f4f6f9;padding:12px}
.history{margin:16px 0;padding:12px 16px;border:1px solid var(--line);border-radius:6px;background:#f7f9fb;font-size:.94rem}
.history h2{font-size:1rem;margin:0 0 6px}
.history ol{margin:0;padding-left:20px}
.disclosures{margin-top:36px;padding:16px 18px;border:1px solid var(--line);border-radius:6px;background:#f7f9fb;font-size:.94rem}
.disclosures h2{margin:0 0 8px;font-size:1.05rem}
form.subscribe{margin:20px 0;padding:14px 16px;border:1px solid var(--line);border-radius:6px;background:#f7f9fb}
form.subscribe label{display:block;font-weight:600;margin-bottom:6px}
form.subscribe div{display:flex;gap:8px;flex-wrap:wrap}
form.subscribe input{flex:1 1 220px;font:inherit;padding:8px 10px;border:1px solid var(--muted);border-radius:4px}
form.subscribe button{font:inherit;padding:8px 16px;border:0;border-radius:4px;background:var(--accent);color:#fff;cursor:pointer}
form.subscribe button:focus-visible,form.subscribe input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
footer{max-width:760px;margin:0 auto;padding:0 20px 40px;color:var(--muted);font-size:.88rem}
`.trim();

const STYLE_HASH = `sha256-${createHash('sha256').update(NEWSROOM_STYLE, 'utf8').digest('base64')}`;

/** The pages' own policy: their one stylesheet and https images (the logo), nothing else. */
export const NEWSROOM_CSP = `default-src 'none'; style-src '${STYLE_HASH}'; img-src https: 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
