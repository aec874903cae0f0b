// Accessibility checks for browser journeys: axe-core in the page, WCAG 2.1 A and AA rules, and only
// what a user is blocked by (serious and critical) fails a journey; the rest is for review, not a gate.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Every serious or critical violation on the page as shown now, one line each (rule, impact, where). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged as they settle: a button fading in mid-transition (slow on a busy machine) is not what
  // the user reads. Endless animations (a skeleton's pulse, a spinner) never settle and are left running.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 5_000)),
    ]),
  );
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .flatMap((v) =>
      v.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${v.id} (${v.impact}) on ${new URL(page.url()).pathname}: ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${v.help}`,
        ),
    );
}
