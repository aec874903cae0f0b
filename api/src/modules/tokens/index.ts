import { defineModule } from '../../lib/module';
import { ApiToken } from './api-token.entity';
import { TokensResolver } from './tokens.resolver';
import { tokensRoutes } from './tokens.routes';
export { TokensService, personsBehindTokens } from './tokens.service';

/** The tokens module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const tokensModule = defineModule({
  name: 'tokens',
  entities: [ApiToken],
  resolvers: [TokensResolver],
  routes: [{ plugin: tokensRoutes }],
});
