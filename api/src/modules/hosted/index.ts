export { HostedPage } from './hosted-page.entity';
export { hostedRoutes } from './hosted.routes';
export { HostedService, slugify, type ArticlePresence, type HostedDeps } from './hosted.service';
