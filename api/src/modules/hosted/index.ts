import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import type { ArticlesService } from '../articles';
import { pixelUrl } from '../engagement';
import { HostedService } from './hosted.service';
import { HostedPage } from './hosted-page.entity';
import { hostedRoutes } from './hosted.routes';
export { HostedService, type ArticlePresence } from './hosted.service';

/** What the hosted pages' services are built from; `publicationPresence` comes from publishing (a port). */
type HostedModuleContext = Pick<SharedDeps, 'config'> & {
  market: DepsOf<typeof HostedService>['market'];
  publicationPresence: DepsOf<typeof HostedService>['presence'];
  hosted: HostedService;
};

/** The hosted module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const hostedModule = defineModule({
  name: 'hosted',
  services: {
    hosted: (c: HostedModuleContext) =>
      new HostedService({ publicUrl: c.config.publicUrl, market: c.market, presence: c.publicationPresence }),
    // An article's public addresses (its page once published, its view pixel), for the articles service.
    articlePublicUrls:
      ({ hosted, config }: HostedModuleContext): DepsOf<typeof ArticlesService>['publicUrls'] =>
      async (em, ids) => {
        const slugs = await hosted.slugsOf(em, ids);
        return new Map(
          ids.map((id) => [id, { page: slugs.has(id) ? hosted.urlOf(slugs.get(id)!) : null, pixel: pixelUrl(config.publicUrl, id) }]),
        );
      },
  },
  entities: [HostedPage],
  pages: [{ plugin: hostedRoutes }],
});
