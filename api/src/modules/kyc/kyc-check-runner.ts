import { LockMode } from '@mikro-orm/core';
import { KycApplication } from './kyc-application.entity';
import type { KycCheckId, KycStepStatus } from './kyc.checks';
import type { KycContext } from './kyc-context';
import type { KycEmailCode } from './kyc-email-code';

/** The automated checks of an application, run in the background one after another, then the emailed code. */
export class KycCheckRunner {
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly ctx: KycContext,
    private readonly code: KycEmailCode,
  ) {}

  /** A run of this application's checks is under way in this process. */
  isRunning(applicationId: string): boolean {
    return this.running.has(applicationId);
  }

  /** Runs the checks in the background (once per application at a time). */
  start(applicationId: string): void {
    if (this.running.has(applicationId)) return;
    const run: Promise<void> = this.runChecks(applicationId)
      .catch((error: unknown) => this.ctx.deps.logger.error({ err: error, applicationId }, 'KYC checks failed to run'))
      .finally(() => this.running.delete(applicationId));
    this.running.set(applicationId, run);
  }

  /** Each automated check in order, its status written before and after it runs; then the email code. */
  private async runChecks(applicationId: string): Promise<void> {
    for (const check of this.ctx.checks) {
      if (check.awaitsApplicant) continue;
      const started = await this.recordStep(applicationId, check.id, 'checking', null);
      if (!started) return;
      const em = this.ctx.em();
      const application = await em.findOneOrFail(KycApplication, applicationId, { populate: ['user'] });
      let result;
      try {
        result = await check.run(this.ctx.checkContext(em, application, application.user));
      } catch (error) {
        this.ctx.deps.logger.error({ err: error, applicationId, check: check.id }, 'a KYC check threw');
        result = { status: 'failed' as const, detail: 'The check could not run; a reviewer will do it by hand.' };
      }
      if (!(await this.recordStep(applicationId, check.id, result.status, result.detail))) return;
    }
    await this.code.issueCode(applicationId, 'after_checks');
  }

  /** Writes one step's status while the application is still being checked; false once it moved on (resubmitted). */
  private recordStep(applicationId: string, id: KycCheckId, status: KycStepStatus, detail: string | null): Promise<boolean> {
    return this.ctx.em().transactional(async (tx) => {
      const application = await tx.findOne(KycApplication, applicationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!application || application.status !== 'checking') return false;
      this.ctx.setStep(application, id, status, detail, this.ctx.deps.clock.now());
      return true;
    });
  }

  /** Resolves when every check run and code mail started in the background has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()]);
  }
}
