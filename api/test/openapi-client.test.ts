// Issue 42, point 2 (Done means): a partner generates a typed client from the OpenAPI document with
// openapi-typescript and builds on it: the flow below (a token, a campaign with a valid sector, its status)
// compiles with tsc under strict rules, an invalid sector does not (@ts-expect-error fails the compile
// when the sector stops being an enum), and the compiled flow runs against the app over HTTP.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/rest-api';
import { createToken, createVerifiedIssuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

// What a partner writes, typed only by the generated `paths` and `components`.
const FLOW = `
import type { components, paths } from './issuerwire';

type NewCampaign = paths['/api/campaigns']['post']['requestBody']['content']['application/json'];
type Campaign = paths['/api/campaigns']['post']['responses']['201']['content']['application/json'];
type Health = paths['/api/health']['get']['responses']['200']['content']['application/json'];

async function call<T>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(base + url, {
    method,
    headers: { authorization: 'Bearer ' + token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(method + ' ' + url + ': ' + res.status + ' ' + (await res.text()));
  return (await res.json()) as T;
}

export async function partnerFlow(base: string, token: string): Promise<{ health: Health['status']; campaign: Campaign }> {
  const health = await call<Health>(base, token, 'GET', '/api/health');
  const input: NewCampaign = {
    title: 'Acme Robotics Q3',
    companyName: 'Apple Inc.',
    ticker: 'AAPL',
    sector: 'technology',
    tone: 'neutral',
    budget: 'pro',
    highlights: 'Revenue grew 12% in the quarter.',
  };
  // @ts-expect-error: not a sector, so a generated client refuses it before any request
  const refused: NewCampaign = { ...input, sector: 'crypto' };
  void refused;
  const campaign = await call<Campaign>(base, token, 'POST', '/api/campaigns', input);
  const status: 'draft' | 'in_progress' | 'scheduled' | 'published' | 'failed' | 'archived' = campaign.status;
  void status;
  return { health: health.status, campaign };
}
`;

describe('a typed client generated from the OpenAPI document (openapi-typescript)', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'iw-openapi-client-'));
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles a partner flow with tsc (a bad sector fails to typecheck), and the flow runs against the app', async () => {
    const types = astToString(await openapiTS((await openApiDocument()) as never));
    writeFileSync(path.join(dir, 'issuerwire.ts'), types);
    writeFileSync(path.join(dir, 'flow.ts'), FLOW);

    const options: ts.CompilerOptions = {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      skipLibCheck: true,
      types: [],
    };
    const program = ts.createProgram([path.join(dir, 'flow.ts')], options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);

    // Without the @ts-expect-error the bad sector is a compile error: the enum is what refuses it.
    writeFileSync(path.join(dir, 'flow.ts'), FLOW.replace('// @ts-expect-error', '//'));
    const loose = ts.getPreEmitDiagnostics(ts.createProgram([path.join(dir, 'flow.ts')], options));
    expect(loose.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n')).toMatch(/"crypto"/);

    const owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    const { secret } = await createToken(owner, ['read', 'content:write']);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const js = ts.transpileModule(FLOW.replace(/^import type .*$/m, ''), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    });
    writeFileSync(path.join(dir, 'flow.mjs'), js.outputText);
    const { partnerFlow } = (await import(pathToFileURL(path.join(dir, 'flow.mjs')).href)) as {
      partnerFlow: (base: string, token: string) => Promise<{ health: string; campaign: { id: string; sector: string; status: string } }>;
    };
    const result = await partnerFlow(base, secret);
    expect(result.health).toBe('ok');
    expect(result.campaign).toMatchObject({ sector: 'technology', status: 'draft', id: expect.any(String) });
  }, 180_000);
});
