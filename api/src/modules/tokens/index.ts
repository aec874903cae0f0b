export { ApiToken } from './api-token.entity';
export { TokensResolver } from './tokens.resolver';
export { tokensRoutes } from './tokens.routes';
export {
  TOKEN_PREFIX,
  TokenNotFoundError,
  TokensService,
  personsBehindTokens,
  type CreatedToken,
  type TokenStatus,
  type TokenView,
} from './tokens.service';
