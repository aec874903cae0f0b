import { createHash, randomBytes } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { isPluginError, type PublishPlatform } from '@issuerwire/plugin-sdk';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { iso, type Clock } from '../../lib/clock';
import { decrypt, encrypt } from '../../lib/crypto';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import { authorize, type Viewer } from '../identity';
import { OAuthAttempt } from './oauth-attempt.entity';
import { PlatformConnection } from './platform-connection.entity';
import { connectPlatformSchema, oauthCallbackSchema } from './publishing.schemas';
import { classifyVendorFailure } from '../vendor-calls';

export interface CredentialField {
  name: string;
  required: boolean;
  description: string | null;
}

export interface PlatformView {
  id: string;
  name: string;
  connected: boolean;
  label: string | null;
  connectedAt: string | null;
  /** Nothing is posted: no connected account, or the plugin runs in sandbox on this server. */
  sandbox: boolean;
  sandboxReason: string | null;
  editorFormat: string;
  maxLength: number | null;
  /** What the Settings screen asks for to connect. */
  credentialFields: CredentialField[];
  /** The account can be connected by signing in to the platform (OAuth), instead of pasting credentials. */
  oauthAvailable: boolean;
  /** Where the browser goes to connect by signing in; null when not available. */
  oauthStartUrl: string | null;
}

export interface PlatformConnectionsDeps {
  orm: Orm;
  config: Pick<Config, 'credentialsKey' | 'publicUrl'>;
  plugins: PluginRegistry;
  clock: Clock;
}

class OAuthUnavailableError extends AppError {
  constructor(platformName: string) {
    super(
      'oauth_not_configured',
      `Connecting ${platformName} by signing in is not set up on this server: the operator has not configured the ${platformName} app's client id.`,
      400,
    );
  }
}

/** How long a started OAuth connect may take: the user signs in and approves at the vendor. */
const OAUTH_ATTEMPT_MS = 10 * 60 * 1000;
/** An access token expiring within this margin is renewed before it is used. */
const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * An issuer's accounts on the publishing platforms: connected by pasting credentials or by signing in
 * (OAuth with PKCE), stored encrypted with the platform and organization as context, opened (and renewed) only
 * when publishing, looking a post up or pulling its metrics; never logged, never answered.
 */
export class PlatformConnectionsService {
  constructor(private readonly deps: PlatformConnectionsDeps) {}

  // -------------------------------------------------------------------------------------------
  // Platforms and credentials

  async platforms(em: EntityManager, viewer: Viewer | null): Promise<PlatformView[]> {
    viewer = authorize(viewer, 'organization.read');
    const connections = await em.find(PlatformConnection, { organization: viewer.organizationId });
    return this.deps.plugins.platforms().map((p) => this.platformView(p, connections.find((c) => c.platform === p.id) ?? null));
  }

  /** PUT /api/platforms/{id}/connection: credentials checked by the plugin's own schema, stored encrypted. */
  async connect(em: EntityManager, viewer: Viewer | null, platformId: string, body: unknown): Promise<PlatformView> {
    viewer = authorize(viewer, 'integrations.manage');
    const platform = this.platformOr404(platformId);
    const input = parseInput(connectPlatformSchema, body);
    const credentials = this.checkCredentials(platform, input.credentials);
    return this.platformView(
      platform,
      await this.storeCredentials(em, viewer.organizationId, platform, credentials, input.label ?? this.labelOf(credentials)),
    );
  }

  /** The plugin's own schema: its refusals by `credentials.<field>`, with parseInput's codes (a missing field is required). */
  private checkCredentials(platform: PublishPlatform, credentials: Record<string, unknown>): unknown {
    try {
      return parseInput(platform.credentialsSchema, credentials);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const inner = Object.entries((error.details?.fields ?? {}) as Record<string, string>);
      const key = (path: string) => (path === '_' ? 'credentials' : `credentials.${path}`);
      const fields = Object.fromEntries(inner.map(([path, message]) => [key(path), message]));
      const codes = Object.fromEntries(Object.entries(error.fieldCodes ?? {}).map(([path, code]) => [key(path), code]));
      const [firstPath] = inner[0] ?? [];
      throw new ValidationError(
        `${platform.name}: ${firstPath && firstPath !== '_' ? `${firstPath} ` : ''}${error.message}`,
        fields,
        codes,
      );
    }
  }

  /** The one place credentials are written: encrypted with the platform and organization as context. */
  private async storeCredentials(
    em: EntityManager,
    organizationId: string,
    platform: PublishPlatform,
    credentials: unknown,
    label: string | null,
  ): Promise<PlatformConnection> {
    const now = this.deps.clock.now();
    const sealed = encrypt(
      JSON.stringify(credentials),
      this.deps.config.credentialsKey,
      this.credentialsContext(platform.id, organizationId),
    );
    const linkHosts = platform.accountHosts?.(credentials) ?? [];
    let connection = await em.findOne(PlatformConnection, { organization: organizationId, platform: platform.id });
    if (connection) {
      connection.credentialsEncrypted = sealed;
      connection.label = label;
      connection.linkHosts = linkHosts;
      connection.updatedAt = now;
    } else {
      connection = em.create(PlatformConnection, {
        organization: organizationId,
        platform: platform.id,
        credentialsEncrypted: sealed,
        label,
        linkHosts,
        createdAt: now,
        updatedAt: now,
      });
    }
    await em.flush();
    return connection;
  }

  // -------------------------------------------------------------------------------------------
  // OAuth connect (X): Authorization Code with PKCE, state and verifier kept here for minutes

  /** The address the vendor sends the user back to; registered in the vendor's app settings. */
  oauthCallbackUrl(platformId: string): string {
    return `${this.deps.config.publicUrl}/api/platforms/${platformId}/oauth/callback`;
  }

  /** GET /api/platforms/{id}/oauth/start: a new attempt; answers the vendor's authorize URL to redirect to. */
  async oauthStart(em: EntityManager, viewer: Viewer | null, platformId: string): Promise<string> {
    viewer = authorize(viewer, 'integrations.manage');
    const platform = this.platformOr404(platformId);
    if (!platform.oauth) throw new OAuthUnavailableError(platform.name);
    const state = randomBytes(32).toString('base64url');
    const verifier = randomBytes(48).toString('base64url'); // 64 characters, within PKCE's 43 to 128
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const now = this.deps.clock.now();
    await em.nativeDelete(OAuthAttempt, { expiresAt: { $lt: now } });
    em.create(OAuthAttempt, {
      organization: viewer.organizationId,
      platform: platform.id,
      stateHash: sha256(state),
      verifierEncrypted: encrypt(verifier, this.deps.config.credentialsKey, `oauth:${platform.id}:${viewer.organizationId}`),
      expiresAt: new Date(now.getTime() + OAUTH_ATTEMPT_MS),
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    return platform.oauth.authorizeUrl({ state, codeChallenge: challenge, redirectUri: this.oauthCallbackUrl(platform.id) });
  }

  /**
   * GET /api/platforms/{id}/oauth/callback: the state must name an attempt of this viewer, for this
   * platform, not expired; it is used up either way. The code is exchanged and the tokens stored like
   * any credentials.
   */
  async oauthCallback(em: EntityManager, viewer: Viewer | null, platformId: string, query: unknown): Promise<PlatformView> {
    viewer = authorize(viewer, 'integrations.manage');
    const platform = this.platformOr404(platformId);
    if (!platform.oauth) throw new OAuthUnavailableError(platform.name);
    const input = parseInput(oauthCallbackSchema, query ?? {});
    const attempt = input.state ? await em.findOne(OAuthAttempt, { stateHash: sha256(input.state) }) : null;
    if (attempt) await em.nativeDelete(OAuthAttempt, { id: attempt.id }); // one use, whatever follows
    if (input.error) {
      throw new AppError('oauth_denied', `${platform.name} did not connect the account: ${input.error_description ?? input.error}.`, 400);
    }
    if (
      !attempt ||
      attempt.organization.id !== viewer.organizationId ||
      attempt.platform !== platform.id ||
      attempt.expiresAt.getTime() <= this.deps.clock.now().getTime()
    ) {
      throw new AppError(
        'oauth_state_invalid',
        `This ${platform.name} connection link is unknown or has expired. Start connecting again from Settings.`,
        400,
      );
    }
    if (!input.code)
      throw new AppError('oauth_code_missing', `${platform.name} sent no authorization code. Start connecting again from Settings.`, 400);
    const verifier = decrypt(attempt.verifierEncrypted, this.deps.config.credentialsKey, `oauth:${platform.id}:${viewer.organizationId}`);
    let credentials: unknown;
    try {
      credentials = platform.credentialsSchema.parse(
        await platform.oauth.exchangeCode({
          code: input.code,
          codeVerifier: verifier,
          redirectUri: this.oauthCallbackUrl(platform.id),
          now: this.deps.clock.now(),
        }),
      );
    } catch (error) {
      const reason = isPluginError(error)
        ? classifyVendorFailure(error, platform.name).reason
        : `${platform.name} answered tokens this server cannot use.`;
      throw new AppError('oauth_exchange_failed', `Connecting ${platform.name} failed: ${reason}`, 502);
    }
    return this.platformView(
      platform,
      await this.storeCredentials(em, viewer.organizationId, platform, credentials, this.labelOf(credentials)),
    );
  }

  /** Nothing is posted for this issuer on this platform: the plugin runs in sandbox here, or no account is connected. */
  async sandboxed(em: EntityManager, organizationId: string, platformId: string): Promise<boolean> {
    return (
      this.deps.plugins.isSandbox(platformId) ||
      !(await em.count(PlatformConnection, { organization: organizationId, platform: platformId }))
    );
  }

  async disconnect(em: EntityManager, viewer: Viewer | null, platformId: string): Promise<PlatformView> {
    viewer = authorize(viewer, 'integrations.manage');
    const platform = this.platformOr404(platformId);
    await em.nativeDelete(PlatformConnection, { organization: viewer.organizationId, platform: platform.id });
    return this.platformView(platform, null);
  }

  platformOr404(id: string): PublishPlatform {
    const platform = this.deps.plugins.platform(id);
    if (!platform) throw new NotFoundError(`No platform '${id}' is installed.`, 'unknown_platform');
    return platform;
  }

  private credentialsContext(platformId: string, organizationId: string): string {
    return `platform:${platformId}:${organizationId}`;
  }

  /** A readable name for the connection from non-secret fields (handle, publication). */
  private labelOf(credentials: unknown): string | null {
    if (!credentials || typeof credentials !== 'object') return null;
    const c = credentials as Record<string, unknown>;
    if (typeof c.username === 'string') return `@${c.username}`;
    if (typeof c.publicationUrl === 'string') return c.publicationUrl;
    return null;
  }

  private platformView(platform: PublishPlatform, connection: PlatformConnection | null): PlatformView {
    const pluginSandbox = this.deps.plugins.isSandbox(platform.id);
    const sandboxReason = pluginSandbox
      ? `${platform.name} runs in sandbox mode on this server (the operator has not configured it): nothing is posted.`
      : connection
        ? null
        : `No ${platform.name} account is connected: publishing runs in sandbox mode and nothing is posted. Connect an account in Settings.`;
    return {
      id: platform.id,
      name: platform.name,
      connected: Boolean(connection),
      label: connection?.label ?? null,
      connectedAt: iso(connection?.createdAt),
      sandbox: sandboxReason !== null,
      sandboxReason,
      editorFormat: platform.editorFormat,
      maxLength: platform.maxLength,
      credentialFields: credentialFields(platform),
      oauthAvailable: Boolean(platform.oauth),
      oauthStartUrl: platform.oauth ? `/api/platforms/${platform.id}/oauth/start` : null,
    };
  }

  /** The issuer's decrypted credentials for a platform (engagement's metric pulls); null when not connected. Never logged. */
  async platformCredentials(organizationId: string, platformId: string): Promise<unknown | null> {
    const platform = this.deps.plugins.platform(platformId);
    if (!platform) return null;
    return this.credentialsFor(this.deps.orm.em.fork(), organizationId, platform, { fresh: true });
  }

  /**
   * Decrypted here only, at publish, lookup, metrics or confirm time; never logged, never answered.
   * `fresh`: an OAuth access token about to expire is renewed first (and the new tokens stored); a
   * refused renewal throws the plugin's AuthExpired.
   */
  async credentialsFor(
    em: EntityManager,
    organizationId: string,
    platform: PublishPlatform,
    options: { fresh?: boolean } = {},
  ): Promise<unknown | null> {
    const connection = await em.findOne(PlatformConnection, { organization: organizationId, platform: platform.id });
    if (!connection) return null;
    const oauth = platform.oauth;
    if (!options.fresh || !oauth) return this.openCredentials(connection, platform);
    // Renewed under the connection's row lock: the vendor rotates the refresh token, so a second
    // concurrent renewal would be refused; it waits, then reads the tokens the first one stored.
    return this.deps.orm.em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(PlatformConnection, { id: connection.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const current = this.openCredentials(locked, platform);
      const renewed = await oauth.refreshIfExpiring(current, { now: this.deps.clock.now(), withinMs: TOKEN_REFRESH_MARGIN_MS });
      if (!renewed) return current;
      locked.credentialsEncrypted = encrypt(
        JSON.stringify(renewed),
        this.deps.config.credentialsKey,
        this.credentialsContext(platform.id, organizationId),
      );
      locked.updatedAt = this.deps.clock.now();
      return renewed;
    });
  }

  private openCredentials(connection: PlatformConnection, platform: PublishPlatform): unknown {
    const plain = decrypt(
      connection.credentialsEncrypted,
      this.deps.config.credentialsKey,
      this.credentialsContext(platform.id, connection.organization.id),
    );
    return platform.credentialsSchema.parse(JSON.parse(plain));
  }
}

function credentialFields(platform: PublishPlatform): CredentialField[] {
  try {
    const schema = z.toJSONSchema(platform.credentialsSchema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { description?: string }>;
      required?: string[];
    };
    return Object.entries(schema.properties ?? {}).map(([name, prop]) => ({
      name,
      required: (schema.required ?? []).includes(name),
      description: prop.description ?? null,
    }));
  } catch {
    return [];
  }
}
