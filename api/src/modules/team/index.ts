import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { TeamService } from './team.service';
import { Invitation } from './invitation.entity';
import { TeamResolver } from './team.resolver';
import { teamRoutes } from './team.routes';
export { TeamService } from './team.service';

type TeamHolder = DepsOf<typeof TeamService>['holders'][number];

/** What the team service is built from; `tokens` and `webhooks` hold access a removed member loses (ports). */
type TeamModuleContext = Pick<SharedDeps, 'orm' | 'config' | 'clock' | 'mailer'> &
  Pick<DepsOf<typeof TeamService>, 'audit' | 'sessions'> & { tokens: TeamHolder; webhooks: TeamHolder };

/** The team module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const teamModule = defineModule({
  name: 'team',
  services: {
    team: (c: TeamModuleContext) =>
      new TeamService({
        orm: c.orm,
        config: c.config,
        clock: c.clock,
        mailer: c.mailer,
        audit: c.audit,
        sessions: c.sessions,
        holders: [c.tokens, c.webhooks],
      }),
  },
  entities: [Invitation],
  resolvers: [TeamResolver],
  routes: [{ plugin: teamRoutes }],
});
