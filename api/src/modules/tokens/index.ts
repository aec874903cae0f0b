import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { TokensService } from './tokens.service';
import { ApiToken } from './api-token.entity';
import { TokensResolver } from './tokens.resolver';
import { tokensRoutes } from './tokens.routes';
export { TokensService, personsBehindTokens } from './tokens.service';

/** What the tokens service is built from. */
type TokensModuleContext = Pick<SharedDeps, 'orm' | 'clock' | 'events' | 'logger' | 'config'> & {
  audit: DepsOf<typeof TokensService>['audit'];
};

/** The tokens module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const tokensModule = defineModule({
  name: 'tokens',
  services: {
    tokens: (c: TokensModuleContext) =>
      new TokensService({
        orm: c.orm,
        clock: c.clock,
        audit: c.audit,
        events: c.events,
        logger: c.logger,
        requestsPerMinute: c.config.tokenRequestsPerMinute,
      }),
  },
  entities: [ApiToken],
  resolvers: [TokensResolver],
  routes: [{ plugin: tokensRoutes }],
});
