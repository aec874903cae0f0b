import { describe, expect, it } from 'vitest';
import { disclosureCoverage, newswireDelivery, newswireProviderProblems, type NewswireProvider } from './newswire.contract';
import { defineWebNewswirePlugin } from './newswire-submission';
import { loadPlugin } from './define-plugin';

// Issue 38: each wire says before the order how it reaches the wire (sent by API, or a package the issuer
// files), and which of its levels is broad national distribution.

const base: NewswireProvider = {
  id: 'acme',
  name: 'Acme Wire',
  apiAvailable: false,
  pricing: { basic: 100, enhanced: 200, premium: 300 },
  pricingIndicative: true,
  features: [],
  submissionUrl: 'https://acme.example/submit',
  buildSubmission: () => ({ formUrl: 'https://acme.example/submit', fields: [], text: 'x' }),
};

describe('newswire delivery', () => {
  it('without a declaration, says only what the host will do: a package to file, or the API', () => {
    const filed = newswireDelivery(base);
    expect(filed.mode).toBe('package');
    expect(filed.steps.join(' ')).toContain('nothing is sent to Acme Wire');
    expect(filed.steps.join(' ')).toContain('You file it yourself');
    const api = newswireDelivery({ ...base, apiAvailable: true });
    expect(api).toEqual({
      mode: 'api',
      steps: ['IssuerWire sends the order to Acme Wire through its API.', 'Acme Wire decides when it goes out.'],
    });
  });

  it("keeps a declared mode and its steps; 'api' without an API is a contract problem", () => {
    const steps = ['You paste it into the form.'];
    expect(newswireDelivery({ ...base, delivery: { mode: 'package', steps } })).toEqual({ mode: 'package', steps });
    expect(newswireProviderProblems({ ...base, delivery: { mode: 'api', steps } }, 'acme')).toContain(
      "delivery mode 'api' needs apiAvailable true (and distribute(), status())",
    );
    expect(newswireProviderProblems({ ...base, delivery: { mode: 'package', steps: [] } }, 'acme')[0]).toMatch(/^delivery\.steps/);
  });

  it('a level covers no market unless the plugin says so', () => {
    expect(disclosureCoverage(base, 'premium')).toEqual([]);
    expect(disclosureCoverage({ ...base, disclosureCoverage: { enhanced: ['US'] } }, 'enhanced')).toEqual(['US']);
    expect(newswireProviderProblems({ ...base, disclosureCoverage: { basic: ['Mars'] } }, 'acme')[0]).toMatch(/^disclosureCoverage/);
  });

  it('a Web Integration plugin declares a package with its filing steps and coverage', async () => {
    const plugin = defineWebNewswirePlugin({
      id: 'acme',
      name: 'Acme Wire',
      formUrl: 'https://acme.example/submit',
      style: { dateStyle: 'long', lead: ({ dateline }) => `${dateline} -- ` },
      packages: { basic: 'State', enhanced: 'National', premium: 'National plus' },
      pricing: { basic: 100, enhanced: 200, premium: 300 },
      pricingIndicative: true,
      features: [],
      filingSteps: ['You sign in at acme.example and paste the fields.'],
      disclosureCoverage: { enhanced: ['US'], premium: ['US'] },
    });
    const { instance } = await loadPlugin(plugin, {});
    expect(instance.delivery?.mode).toBe('package');
    expect(instance.delivery?.steps.at(-1)).toBe('You sign in at acme.example and paste the fields.');
    expect(disclosureCoverage(instance, 'basic')).toEqual([]);
    expect(disclosureCoverage(instance, 'enhanced')).toEqual(['US']);
  });
});
