import { Arg, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import {
  clearSessionCookie,
  enforceAuthRateLimit,
  loginAnswer,
  MESSAGES,
  requestMeta,
  requireViewer,
  setSessionCookie,
} from './identity.auth';
import {
  changePasswordSchema,
  confirmCodeSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  verifyTwoFactorSchema,
} from './identity.schemas';
import { ActionResultType, UserHandleFields, withIssuerFields } from './identity.types';
import { parseInput } from '../../lib/parse-input';

@ObjectType('AccountRoleFields')
class AccountRoleFields extends UserHandleFields {
  @Field(() => String) role!: string;
  @Field(() => String, { description: "The organization's plan" }) plan!: string;
  @Field(() => ID, { description: 'The organization the person works for' }) organizationId!: string;
  @Field(() => String, { description: 'Their role there: owner, editor, approver or viewer' }) memberRole!: string;
}

@ObjectType('Account', { description: 'The signed-in user, as they may see themselves' })
class AccountType extends withIssuerFields(AccountRoleFields) {
  @Field(() => Boolean) twoFactorEnabled!: boolean;
  @Field(() => Boolean, { description: 'The company has a team and two factors are off: nothing else works until they are on' })
  twoFactorRequired!: boolean;
  @Field(() => Int) backupCodesRemaining!: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) lastLoginAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('LoginResult')
class LoginResultType {
  @Field(() => Boolean) success!: boolean;
  @Field(() => Boolean) requiresTwoFactor!: boolean;
  @Field(() => String, { nullable: true, description: 'Short-lived, single-use; send it to verifyTwoFactor' }) tempToken!: string | null;
  @Field(() => String) message!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Always null here: a lockout is an error with code account_locked and lockoutExpiry',
    deprecationReason: "The spec's REST shape only: a lockout is the error account_locked, whose extensions carry lockoutExpiry",
  })
  lockoutExpiry!: string | null;
}

@ObjectType('VerifyTwoFactorResult')
class VerifyTwoFactorResultType extends ActionResultType {
  @Field(() => String, { description: 'totp or backup_code' }) method!: string;
  @Field(() => Int) backupCodesRemaining!: number;
}

@ObjectType('SignupResult')
class SignupResultType {
  @Field(() => ID) userId!: string;
}

@ObjectType('TwoFactorSetup')
class TwoFactorSetupType {
  @Field(() => String, { description: 'data:image/png;base64 QR code of the otpauth URL' }) qrCodeUrl!: string;
  @Field(() => String) manualEntryKey!: string;
  @Field(() => [String], { description: 'Shown once' }) backupCodes!: string[];
}

@ObjectType('AccountSession')
class AccountSessionType {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime) lastSeenAt!: Date;
  @Field(() => String, { nullable: true }) ip!: string | null;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field(() => Boolean) current!: boolean;
}

@InputType('SignupInput')
class SignupInputType {
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => String) confirmPassword!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String) ticker!: string;
  @Field(() => String) contactName!: string;
}

@InputType('LoginInput')
class LoginInputType {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
}

@InputType('VerifyTwoFactorInput')
class VerifyTwoFactorInputType {
  @Field(() => String) tempToken!: string;
  @Field(() => String, { description: 'A 6-digit authenticator code or a backup code' }) token!: string;
}

@InputType('ChangePasswordInput')
class ChangePasswordInputType {
  @Field(() => String) currentPassword!: string;
  @Field(() => String) password!: string;
  @Field(() => String) confirmPassword!: string;
}

@InputType('ResetPasswordInput')
class ResetPasswordInputType {
  @Field(() => String) token!: string;
  @Field(() => String) password!: string;
  @Field(() => String) confirmPassword!: string;
}

/** The identity operations over GraphQL: the same schemas, service calls and cookie as the REST facade. */
@Resolver()
export class IdentityResolver {
  @Query(() => AccountType, { nullable: true, description: 'Who is signed in; null when nobody' })
  async me(@Ctx() ctx: GraphQLContext): Promise<AccountType | null> {
    return ctx.request.viewer ? ctx.services.identity.me(requireViewer(ctx.request)) : null;
  }

  @Query(() => [AccountSessionType], { description: 'Active sessions of the signed-in user' })
  async sessions(@Ctx() ctx: GraphQLContext): Promise<AccountSessionType[]> {
    return ctx.services.sessions.list(requireViewer(ctx.request));
  }

  @Mutation(() => SignupResultType)
  async signup(@Arg('input', () => SignupInputType) input: SignupInputType, @Ctx() ctx: GraphQLContext): Promise<SignupResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const { userId, session } = await ctx.services.identity.signup(parseInput(signupSchema, input), requestMeta(ctx.request));
    setSessionCookie(ctx.request, ctx.reply, session);
    return { userId };
  }

  @Mutation(() => LoginResultType)
  async login(@Arg('input', () => LoginInputType) input: LoginInputType, @Ctx() ctx: GraphQLContext): Promise<LoginResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const outcome = await ctx.services.identity.login(parseInput(loginSchema, input), requestMeta(ctx.request));
    if (!outcome.requiresTwoFactor) setSessionCookie(ctx.request, ctx.reply, outcome.session);
    return loginAnswer(outcome);
  }

  @Mutation(() => VerifyTwoFactorResultType)
  async verifyTwoFactor(
    @Arg('input', () => VerifyTwoFactorInputType) input: VerifyTwoFactorInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VerifyTwoFactorResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const outcome = await ctx.services.identity.verifyTwoFactor(parseInput(verifyTwoFactorSchema, input), requestMeta(ctx.request));
    setSessionCookie(ctx.request, ctx.reply, outcome.session);
    return { success: true, message: MESSAGES.loginSuccess, method: outcome.method, backupCodesRemaining: outcome.backupCodesRemaining };
  }

  @Mutation(() => ActionResultType)
  async logout(@Ctx() ctx: GraphQLContext): Promise<ActionResultType> {
    if (ctx.request.viewer) await ctx.services.sessions.end(ctx.request.viewer.sessionId);
    clearSessionCookie(ctx.request, ctx.reply);
    return { success: true, message: MESSAGES.loggedOut };
  }

  @Mutation(() => TwoFactorSetupType)
  async setupTwoFactor(@Ctx() ctx: GraphQLContext): Promise<TwoFactorSetupType> {
    return ctx.services.identity.setupTwoFactor(requireViewer(ctx.request));
  }

  @Mutation(() => ActionResultType)
  async enableTwoFactor(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<ActionResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const viewer = requireViewer(ctx.request);
    await ctx.services.identity.enableTwoFactor(viewer, parseInput(enableTwoFactorSchema, { token }).token);
    return { success: true, message: MESSAGES.twoFactorEnabled };
  }

  @Mutation(() => [String], { description: 'New backup codes (needs a current code); the old ones stop working' })
  async regenerateBackupCodes(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const viewer = requireViewer(ctx.request);
    return ctx.services.identity.regenerateBackupCodes(viewer, parseInput(confirmCodeSchema, { token }).token);
  }

  @Mutation(() => ActionResultType)
  async resetTwoFactor(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<ActionResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const viewer = requireViewer(ctx.request);
    await ctx.services.identity.resetTwoFactor(viewer, parseInput(confirmCodeSchema, { token }).token);
    return { success: true, message: MESSAGES.twoFactorReset };
  }

  @Mutation(() => ActionResultType)
  async changePassword(
    @Arg('input', () => ChangePasswordInputType) input: ChangePasswordInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ActionResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const viewer = requireViewer(ctx.request);
    await ctx.services.identity.changePassword(viewer, parseInput(changePasswordSchema, input));
    return { success: true, message: MESSAGES.passwordChanged };
  }

  @Mutation(() => ActionResultType, { description: 'Always the same answer, whether or not the email has an account' })
  async forgotPassword(@Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext): Promise<ActionResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    const { message } = ctx.services.identity.requestPasswordReset(
      parseInput(forgotPasswordSchema, { email }).email,
      requestMeta(ctx.request),
    );
    return { success: true, message };
  }

  @Mutation(() => ActionResultType)
  async resetPassword(
    @Arg('input', () => ResetPasswordInputType) input: ResetPasswordInputType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ActionResultType> {
    await enforceAuthRateLimit(ctx.request, ctx.reply);
    await ctx.services.identity.resetPassword(parseInput(resetPasswordSchema, input));
    clearSessionCookie(ctx.request, ctx.reply);
    return { success: true, message: MESSAGES.passwordReset };
  }

  @Mutation(() => Int, { description: 'Signs out every other session; answers how many' })
  async endOtherSessions(@Ctx() ctx: GraphQLContext): Promise<number> {
    const viewer = requireViewer(ctx.request);
    return ctx.services.sessions.endAllForUser(viewer.userId, { keep: viewer.sessionId });
  }

  @Mutation(() => ActionResultType)
  async endSession(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<ActionResultType> {
    const viewer = requireViewer(ctx.request);
    await ctx.services.sessions.endOwn(viewer, id);
    if (id === viewer.sessionId) clearSessionCookie(ctx.request, ctx.reply);
    return { success: true, message: MESSAGES.sessionEnded };
  }
}
