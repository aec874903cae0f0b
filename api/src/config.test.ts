import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'iw-config-'));

describe('config', () => {
  it('needs nothing: defaults, and secrets generated once and kept in DATA_DIR', () => {
    const dataDir = tmp();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.databaseUrl).toBeUndefined();
    expect(first.sessionSecret).toHaveLength(64);
    expect(first.credentialsKey).toHaveLength(32);
    const file = path.join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.credentialsKey.equals(first.credentialsKey)).toBe(true);
  });

  it('prefers secrets from the environment and then writes none', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 's'.repeat(40), CREDENTIALS_KEY: 'ab'.repeat(32) });
    expect(config.sessionSecret).toBe('s'.repeat(40));
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/issuerwire',
      PUBLIC_URL: 'https://ir.example.com/',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'IR <ir@example.com>',
      SUPPORT_EMAIL: 'help@example.com',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3',
      PLUGINS: ' @acme/newswire-acme , issuerwire-platform-x ',
      LOG_LEVEL: 'debug',
      TWITTER_CLIENT_ID: 'x-client-id-0123456789',
      TWITTER_CLIENT_SECRET: 'x-client-secret-0123456789',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/issuerwire',
      publicUrl: 'https://ir.example.com',
      smtpUrl: 'smtp://mail:1025',
      mailFrom: 'IR <ir@example.com>',
      supportEmail: 'help@example.com',
      openai: { apiKey: 'sk-test', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3' },
      plugins: ['@acme/newswire-acme', 'issuerwire-platform-x'],
      logLevel: 'debug',
      twitter: { clientId: 'x-client-id-0123456789', clientSecret: 'x-client-secret-0123456789' },
    });
  });

  it('sends the event bus to DATABASE_LISTEN_URL when set (a pooler in front of DATABASE_URL), else to DATABASE_URL', () => {
    const pooled = 'postgres://u:p@pgbouncer:6432/issuerwire';
    const direct = 'postgres://u:p@db:5432/issuerwire';
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: pooled, DATABASE_LISTEN_URL: direct })).toMatchObject({
      databaseUrl: pooled,
      databaseListenUrl: direct,
    });
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: direct }).databaseListenUrl).toBe(direct);
    expect(loadConfig({ DATA_DIR: tmp() }).databaseListenUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: direct, DATABASE_LISTEN_URL: 'mysql://x' })).toThrow(/DATABASE_LISTEN_URL/);
  });

  it('names one support address: SUPPORT_EMAIL, or support@ the public host; never an invalid one', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://ir.example.com/' }).supportEmail).toBe('support@ir.example.com');
    expect(loadConfig({ DATA_DIR: tmp() }).supportEmail).toBe('support@localhost');
    expect(loadConfig({ DATA_DIR: tmp(), SUPPORT_EMAIL: ' ' }).supportEmail).toBe('support@localhost');
    expect(() => loadConfig({ DATA_DIR: tmp(), SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
  });

  it('stops with one message naming every bad setting', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tmp(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        LOG_LEVEL: 'loud',
        SESSION_SECRET: 'short',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'LOG_LEVEL', 'SESSION_SECRET']) expect(message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(5);
  });

  it('believes proxies only as configured: none by default (production too), a hop count, or addresses/CIDRs; never every hop', () => {
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', MAIL_LOG: 'true' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 ,::1/128,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1/128',
      'loopback',
    ]);
    for (const bad of ['true', 'all', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads WEBHOOK_ALLOWED_HOSTS as host:port pairs: a bare host opens port 443 only; anything else is refused by name', () => {
    const config = loadConfig({ DATA_DIR: tmp(), WEBHOOK_ALLOWED_HOSTS: 'LocalHost, 127.0.0.1:8080,[::1]:9000,hooks.corp.internal:443' });
    expect(config.webhookAllowedHosts).toEqual(['localhost:443', '127.0.0.1:8080', '[::1]:9000', 'hooks.corp.internal:443']);
    expect(loadConfig({ DATA_DIR: tmp() }).webhookAllowedHosts).toEqual([]);
    for (const bad of ['http://localhost', 'localhost:99999', '*.corp.internal', 'host/path']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), WEBHOOK_ALLOWED_HOSTS: bad }), bad).toThrow(/WEBHOOK_ALLOWED_HOSTS/);
    }
  });

  it('refuses to start production without a mail server unless logged mail is asked for', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toThrow(/SMTP_URL.*MAIL_LOG=true/);
    expect(() => loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', MAIL_LOG: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).smtpUrl).toBe('smtp://mail:25');
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', MAIL_LOG: 'true' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp() }).smtpUrl).toBeUndefined();
  });

  it('treats empty strings (as in a copied .env.example) as unset', () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      DATABASE_URL: '',
      SMTP_URL: ' ',
      OPENAI_API_KEY: '',
      TWITTER_CLIENT_ID: '',
      TWITTER_CLIENT_SECRET: '',
    });
    expect(config.twitter).toEqual({ clientId: undefined, clientSecret: undefined });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.openai.apiKey).toBeUndefined();
    expect(readFileSync(path.join(config.dataDir, 'secrets.json'), 'utf8')).toContain('sessionSecret');
  });
});
