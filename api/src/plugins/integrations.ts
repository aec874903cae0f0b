import { REDACTED, type PluginCheck, type PluginKind } from '@issuerwire/plugin-sdk';
import type { PluginRegistry } from './plugin-registry';

// What an admin sees of the installed plugins (the Integrations screen) and its "Test connection".

export interface IntegrationOptionView {
  /** Dotted option path, e.g. distributions.basic */
  name: string;
  /** The value as text; a secret is [redacted]. */
  value: string;
  secret: boolean;
}

export interface IntegrationView {
  id: string;
  kind: PluginKind;
  name: string;
  packageName: string | null;
  version: string | null;
  mode: 'live' | 'sandbox';
  modeReason: string;
  options: IntegrationOptionView[];
  lastCall: { at: Date; request: string; ok: boolean; outcome: string } | null;
  testable: boolean;
}

/** The (already redacted) options as name/value rows, nested objects flattened to dotted names. */
function optionRows(options: unknown, prefix = ''): IntegrationOptionView[] {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return [];
  return Object.entries(options as Record<string, unknown>).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value === undefined) return [];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return optionRows(value, name);
    return [{ name, value: typeof value === 'string' ? value : JSON.stringify(value), secret: value === REDACTED }];
  });
}

export class IntegrationsService {
  constructor(private readonly plugins: PluginRegistry) {}

  list(): IntegrationView[] {
    return this.plugins.list().map((p) => ({
      id: p.id,
      kind: p.kind,
      name: p.name,
      packageName: p.packageName,
      version: p.version,
      mode: p.mode,
      modeReason: p.modeReason,
      options: optionRows(p.options),
      lastCall: this.plugins.lastCall(p.id),
      testable: p.testable,
    }));
  }

  /** The plugin's verify(), as a check with a sentence; an unknown id says so. */
  test(id: string): Promise<PluginCheck> {
    return this.plugins.verify(id);
  }
}
