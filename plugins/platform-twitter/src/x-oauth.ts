import { z } from 'zod';
import { AuthExpired, isPluginError, parseVendorAnswer, type HttpClient, type PlatformOAuth } from '@issuerwire/plugin-sdk';

// X's OAuth 2.0 Authorization Code Flow with PKCE (docs.x.com/fundamentals/authentication/oauth-2-0):
// the user authorizes on x.com/i/oauth2/authorize, the code is exchanged at POST /2/oauth2/token
// (form-encoded; a confidential client adds HTTP Basic with its id and secret), access tokens last two
// hours and `offline.access` brings a refresh token, which X rotates on every refresh.

/** Post, read posts and metrics, read the account (for its handle), and stay connected. */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access'];
export const TOKEN_PATH = '/2/oauth2/token';

export interface XOAuthOptions {
  clientId: string;
  clientSecret?: string;
  authorizeUrl: string;
}

/** What a connection stores: the tokens, when the access token expires, and the handle for post links. */
export interface XTokens {
  accessToken: string;
  refreshToken?: string;
  /** ISO 8601. */
  expiresAt?: string;
  username?: string;
}

const tokenSchema = z.object({
  token_type: z.string().optional(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
  scope: z.string().optional(),
});
const meSchema = z.object({ data: z.object({ id: z.string().min(1), username: z.string().min(1) }) });

export function xOAuth<C extends XTokens>(api: HttpClient, options: XOAuthOptions): PlatformOAuth<C> {
  const clientAuth: Record<string, string> = options.clientSecret
    ? { authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}` }
    : {};

  async function token(form: Record<string, string>, what: string): Promise<z.infer<typeof tokenSchema>> {
    try {
      const res = await api.request({
        method: 'POST',
        path: TOKEN_PATH,
        headers: clientAuth,
        body: new URLSearchParams({ ...form, client_id: options.clientId }),
        // A code and a refresh token work once: a second send would fail, or void the first answer.
        retry: 'never',
        unknownOutcomeHint: 'connect the X account again.',
      });
      return parseVendorAnswer(tokenSchema, res.json(), 'X');
    } catch (error) {
      // X answers 400 invalid_grant for a used, expired or revoked code or refresh token.
      if (isPluginError(error) && (error.code === 'invalid_content' || error.code === 'auth_expired')) {
        throw new AuthExpired(`X refused ${what}: ${error.message} Connect the X account again.`, { cause: error });
      }
      throw error;
    }
  }

  const expiresAt = (now: Date, expiresIn: number | undefined) =>
    expiresIn ? new Date(now.getTime() + expiresIn * 1000).toISOString() : undefined;

  return {
    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope: X_SCOPES.join(' '),
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.href;
    },

    async exchangeCode({ code, codeVerifier, redirectUri, now }) {
      const answer = await token(
        { code, grant_type: 'authorization_code', redirect_uri: redirectUri, code_verifier: codeVerifier },
        'the authorization code',
      );
      const me = await api.request({
        method: 'GET',
        path: '/2/users/me',
        headers: { authorization: `Bearer ${answer.access_token}` },
        retry: 'safe',
      });
      const { username } = parseVendorAnswer(meSchema, me.json(), 'X').data;
      return {
        accessToken: answer.access_token,
        ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
        ...(answer.expires_in ? { expiresAt: expiresAt(now, answer.expires_in) } : {}),
        username,
      } as C;
    },

    async refreshIfExpiring(credentials, { now, withinMs }) {
      if (!credentials.refreshToken || !credentials.expiresAt) return null;
      if (new Date(credentials.expiresAt).getTime() - now.getTime() > withinMs) return null;
      const answer = await token({ grant_type: 'refresh_token', refresh_token: credentials.refreshToken }, 'the refresh of the connection');
      return {
        ...credentials,
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? credentials.refreshToken,
        expiresAt: expiresAt(now, answer.expires_in),
      };
    },
  };
}
