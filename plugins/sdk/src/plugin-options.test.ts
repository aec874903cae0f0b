import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeOptions, redactOptions, REDACTED, secret, secretValues } from './plugin-options';

const schema = z
  .object({
    email: z.email().optional(),
    password: z.string().min(1).optional(),
    signingKey: secret(z.string().min(8)).optional(),
    accountId: z.coerce.number().int().optional(),
    draftOnly: z.boolean().default(false),
    nested: z.object({ hookSecret: z.string(), circuit: z.number() }).optional(),
  })
  .strict();

describe('plugin options', () => {
  it('lists every option with its kind, and marks secret the ones wrapped in secret() or named like a credential', () => {
    expect(describeOptions(schema)).toEqual([
      { path: ['email'], kind: 'string', secret: false },
      { path: ['password'], kind: 'string', secret: true },
      { path: ['signingKey'], kind: 'string', secret: true },
      { path: ['accountId'], kind: 'number', secret: false },
      { path: ['draftOnly'], kind: 'boolean', secret: false },
      { path: ['nested'], kind: 'object', secret: false },
      { path: ['nested', 'hookSecret'], kind: 'string', secret: true },
      { path: ['nested', 'circuit'], kind: 'number', secret: false },
    ]);
  });

  it('redacts every secret value and nothing else', () => {
    const options = {
      email: 'a@b.example',
      password: 'hunter22',
      signingKey: 'k-0123456789',
      accountId: 7,
      nested: { hookSecret: 'hs-999', circuit: 3 },
    };
    expect(redactOptions(schema, options)).toEqual({
      email: 'a@b.example',
      password: REDACTED,
      signingKey: REDACTED,
      accountId: 7,
      nested: { hookSecret: REDACTED, circuit: 3 },
    });
    expect(secretValues(schema, options).sort()).toEqual(['hs-999', 'hunter22', 'k-0123456789']);
  });
});
