import type { Plan, User } from './user.entity';

// The plan is kept on the account; campaigns' PlanService decides who may change it and audits it,
// and changes it only here.

/** Puts the account on `plan`. */
export function setAccountPlan(user: User, plan: Plan, now: Date): void {
  user.plan = plan;
  user.updatedAt = now;
}
