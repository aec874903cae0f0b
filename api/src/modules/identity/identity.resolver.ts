import { Arg, Args, Ctx, Field, GraphQLISODateTime, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { IdentityContext } from './identity.graphql-context';
import { ConnectionArgs, connectionType, paginate, type Connection } from '../../graphql/connection';
import { mutationPayload, payloadType, type Payload } from '../../graphql/payload';
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
  requestSignInLinkSchema,
  resetPasswordSchema,
  signInWithLinkSchema,
  signupSchema,
  verifyTwoFactorSchema,
} from './identity.schemas';
import {
  AccountRoleEnum,
  ActionResultType,
  MemberRoleEnum,
  PlanEnum,
  TwoFactorMethodEnum,
  UserHandleFields,
  withIssuerFields,
} from './identity.types';
import { parseInput } from '../../lib/parse-input';

@ObjectType('AccountRoleFields')
class AccountRoleFields extends UserHandleFields {
  @Field(() => AccountRoleEnum, { description: 'An issuer’s person or an operator' }) role!: string;
  @Field(() => PlanEnum, { description: "The organization's plan" }) plan!: string;
  @Field(() => ID, { description: 'The organization the person works for' }) organizationId!: string;
  @Field(() => MemberRoleEnum, { description: 'Their role there' }) memberRole!: string;
}

@ObjectType('Account', { description: 'The signed-in user, as they may see themselves' })
class AccountType extends withIssuerFields(AccountRoleFields) {
  @Field(() => Boolean, { description: 'Whether sign-in asks for a second factor' }) twoFactorEnabled!: boolean;
  @Field(() => Boolean, {
    description: 'Two factors are off and must be set up (always, or for a team): nothing else works until they are on',
  })
  twoFactorRequired!: boolean;
  @Field(() => Int, { description: 'Unused backup codes left' }) backupCodesRemaining!: number;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The sign-in before this one; null on the first' })
  lastLoginAt!: Date | null;
  @Field(() => GraphQLISODateTime, { description: 'When the account was created' }) createdAt!: Date;
  @Field(() => Boolean, { description: 'The public demo workspace (View Demo Dashboard): it reads, and every change is refused' })
  readOnly!: boolean;
}

@ObjectType('LoginResult', { description: 'A password accepted: signed in, or a second factor to give' })
class LoginResultType {
  @Field(() => Boolean, { description: 'Always true: a refusal is an error with a code' }) success!: boolean;
  @Field(() => Boolean, { description: 'Send a code with verifyTwoFactor to finish signing in' }) requiresTwoFactor!: boolean;
  @Field(() => String, { nullable: true, description: 'Short-lived, single-use; send it to verifyTwoFactor' }) tempToken!: string | null;
  @Field(() => String, { description: 'What happened, for people' }) message!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Always null here: a lockout is an error with code account_locked and lockoutExpiry',
    deprecationReason: "The spec's REST shape only: a lockout is the error account_locked, whose extensions carry lockoutExpiry",
  })
  lockoutExpiry!: string | null;
}

@ObjectType('VerifyTwoFactorResult', { description: 'Signed in with the second factor' })
class VerifyTwoFactorResultType extends ActionResultType {
  @Field(() => TwoFactorMethodEnum, { description: 'Which kind of code was given' }) method!: string;
  @Field(() => Int, { description: 'Unused backup codes left' }) backupCodesRemaining!: number;
}

@ObjectType('SignupResult', { description: 'The new account (signed in)' })
class SignupResultType {
  @Field(() => ID, { description: "The new person's id" }) userId!: string;
}

@ObjectType('TwoFactorSetup', { description: 'A new authenticator secret, to confirm with enableTwoFactor' })
class TwoFactorSetupType {
  @Field(() => String, { description: 'data:image/png;base64 QR code of the otpauth URL' }) qrCodeUrl!: string;
  @Field(() => String, { description: 'The secret in base32, for typing into the app' }) manualEntryKey!: string;
  @Field(() => [String], { description: 'Single-use backup codes, shown once' }) backupCodes!: string[];
}

@ObjectType('AccountSession', { description: 'A signed-in browser or device of the person' })
class AccountSessionType {
  @Field(() => ID, { description: 'The session id (endSession takes it)' }) id!: string;
  @Field(() => GraphQLISODateTime, { description: 'When it signed in' }) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'Its last request, to the minute' }) lastSeenAt!: Date;
  @Field(() => String, { nullable: true, description: 'The address it signed in from' }) ip!: string | null;
  @Field(() => String, { nullable: true, description: 'The browser’s User-Agent' }) userAgent!: string | null;
  @Field(() => Boolean, { description: 'This is the session asking' }) current!: boolean;
}

@InputType('SignupInput', { description: 'A new account: the person and the company they declare' })
class SignupInputType {
  @Field(() => String, { description: '3–30 letters, digits, - or _' }) username!: string;
  @Field(() => String, { description: 'Their work address' }) email!: string;
  @Field(() => String, { description: 'At least 12 characters, not a common one' }) password!: string;
  @Field(() => String, { description: 'The password again' }) confirmPassword!: string;
  @Field(() => String, { description: 'The listed company' }) companyName!: string;
  @Field(() => String, { description: 'Its ticker (verified by KYC before it can be used)' }) ticker!: string;
  @Field(() => String, { description: 'Their name' }) contactName!: string;
}

@InputType('LoginInput', { description: 'Username and password' })
class LoginInputType {
  @Field(() => String, { description: 'The username' }) username!: string;
  @Field(() => String, { description: 'The password' }) password!: string;
}

@InputType('VerifyTwoFactorInput', { description: 'The second step of signing in' })
class VerifyTwoFactorInputType {
  @Field(() => String, { description: 'From login: short-lived and single-use' }) tempToken!: string;
  @Field(() => String, { description: 'A 6-digit authenticator code or a backup code' }) token!: string;
}

@InputType('ChangePasswordInput', { description: 'A new password for the signed-in person (other sessions end)' })
class ChangePasswordInputType {
  @Field(() => String, { description: 'The password now' }) currentPassword!: string;
  @Field(() => String, { description: 'The new one' }) password!: string;
  @Field(() => String, { description: 'The new one again' }) confirmPassword!: string;
}

@InputType('ResetPasswordInput', { description: 'A new password from the mailed reset link' })
class ResetPasswordInputType {
  @Field(() => String, { description: "The link's single-use token" }) token!: string;
  @Field(() => String, { description: 'The new password' }) password!: string;
  @Field(() => String, { description: 'The new password again' }) confirmPassword!: string;
}

@InputType('EnableTwoFactorInput', { description: 'The first code from the authenticator app' })
class EnableTwoFactorInputType {
  @Field(() => String, { description: 'A 6-digit code from the authenticator app' }) token!: string;
}

@InputType('RegenerateBackupCodesInput', { description: 'A current code, to replace the backup codes' })
class RegenerateBackupCodesInputType {
  @Field(() => String, { description: 'A current authenticator code' }) token!: string;
}

@InputType('ResetTwoFactorInput', { description: 'A current code, to turn two factors off' })
class ResetTwoFactorInputType {
  @Field(() => String, { description: 'A current authenticator or backup code' }) token!: string;
}

@InputType('ForgotPasswordInput', { description: 'Where to send a reset link' })
class ForgotPasswordInputType {
  @Field(() => String, { description: 'The account’s email address' }) email!: string;
}

@InputType('RequestSignInLinkInput', { description: 'Whose owner to mail a sign-in link while sign-in is paused' })
class RequestSignInLinkInputType {
  @Field(() => String, { description: 'The username as typed at sign-in' }) username!: string;
}

@InputType('SignInWithLinkInput', { description: 'A mailed sign-in link' })
class SignInWithLinkInputType {
  @Field(() => String, { description: "The link's token parameter" }) token!: string;
}

@InputType('EndSessionInput', { description: 'One of your sessions' })
class EndSessionInputType {
  @Field(() => ID, { description: 'The session to end (yours)' }) id!: string;
}

const SignupPayload = payloadType('SignupPayload', 'signupResult', () => SignupResultType, 'the new account (signed in)', 'result');
const LoginPayload = payloadType('LoginPayload', 'loginResult', () => LoginResultType, 'signed in, or a second factor to give', 'result');
const VerifyTwoFactorPayload = payloadType(
  'VerifyTwoFactorPayload',
  'verifyTwoFactorResult',
  () => VerifyTwoFactorResultType,
  'signed in',
  'result',
);
const LogoutPayload = payloadType('LogoutPayload', 'actionResult', () => ActionResultType, 'the session ended', 'result');
const SetupTwoFactorPayload = payloadType('SetupTwoFactorPayload', 'twoFactorSetup', () => TwoFactorSetupType, 'the secret to scan');
const EnableTwoFactorPayload = payloadType(
  'EnableTwoFactorPayload',
  'actionResult',
  () => ActionResultType,
  'two factors turned on',
  'result',
);
const RegenerateBackupCodesPayload = payloadType(
  'RegenerateBackupCodesPayload',
  'backupCodes',
  () => [String],
  'the new backup codes, shown once',
);
const ResetTwoFactorPayload = payloadType(
  'ResetTwoFactorPayload',
  'actionResult',
  () => ActionResultType,
  'two factors turned off',
  'result',
);
const ChangePasswordPayload = payloadType(
  'ChangePasswordPayload',
  'actionResult',
  () => ActionResultType,
  'the password changed',
  'result',
);
const RequestSignInLinkPayload = payloadType(
  'RequestSignInLinkPayload',
  'actionResult',
  () => ActionResultType,
  'the same answer for every username',
  'result',
);
const SignInWithLinkPayload = payloadType(
  'SignInWithLinkPayload',
  'loginResult',
  () => LoginResultType,
  'signed in, or a second factor to give',
  'result',
);
const ForgotPasswordPayload = payloadType(
  'ForgotPasswordPayload',
  'actionResult',
  () => ActionResultType,
  'the same answer for every address',
  'result',
);
const ResetPasswordPayload = payloadType('ResetPasswordPayload', 'actionResult', () => ActionResultType, 'the password reset', 'result');
const EndOtherSessionsPayload = payloadType('EndOtherSessionsPayload', 'endedCount', () => Int, 'how many sessions were signed out');
const EndSessionPayload = payloadType('EndSessionPayload', 'actionResult', () => ActionResultType, 'the session ended', 'result');

const AccountSessionConnection = connectionType(AccountSessionType, 'AccountSession', 'session');

/** The identity operations over GraphQL: the same schemas, service calls and cookie as the REST facade. */
@Resolver()
export class IdentityResolver {
  @Query(() => AccountType, { nullable: true, description: 'Who is signed in; null when nobody' })
  async me(@Ctx() ctx: IdentityContext): Promise<AccountType | null> {
    if (!ctx.request.viewer) return null;
    const viewer = requireViewer(ctx.request, { beforeTwoFactor: true });
    return { ...(await ctx.services.identity.me(viewer)), readOnly: viewer.readOnly === true };
  }

  @Query(() => AccountSessionConnection, { description: 'Active sessions of the signed-in user' })
  async sessions(@Ctx() ctx: IdentityContext, @Args(() => ConnectionArgs) page: ConnectionArgs): Promise<Connection<AccountSessionType>> {
    return paginate(await ctx.services.sessions.list(requireViewer(ctx.request)), (s) => s.id, page);
  }

  @Mutation(() => SignupPayload, { description: 'Create an account and sign in (KYC verifies the ticker afterwards)' })
  async signup(
    @Arg('input', () => SignupInputType, { description: 'The fields' }) input: SignupInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'signupResult', SignupResultType>> {
    return mutationPayload('signupResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const { userId, session } = await ctx.services.identity.signup(parseInput(signupSchema, input), requestMeta(ctx.request));
      setSessionCookie(ctx.request, ctx.reply, session);
      return { userId };
    });
  }

  @Mutation(() => LoginPayload, { description: 'Check a password; with two factors on, answers a tempToken for verifyTwoFactor' })
  async login(
    @Arg('input', () => LoginInputType, { description: 'The fields' }) input: LoginInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'loginResult', LoginResultType>> {
    return mutationPayload('loginResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const outcome = await ctx.services.identity.login(parseInput(loginSchema, input), requestMeta(ctx.request));
      if (!outcome.requiresTwoFactor) setSessionCookie(ctx.request, ctx.reply, outcome.session);
      return loginAnswer(outcome);
    });
  }

  @Mutation(() => VerifyTwoFactorPayload, { description: 'Finish signing in with an authenticator or backup code' })
  async verifyTwoFactor(
    @Arg('input', () => VerifyTwoFactorInputType, { description: 'The fields' }) input: VerifyTwoFactorInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'verifyTwoFactorResult', VerifyTwoFactorResultType>> {
    return mutationPayload('verifyTwoFactorResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const outcome = await ctx.services.identity.verifyTwoFactor(parseInput(verifyTwoFactorSchema, input), requestMeta(ctx.request));
      setSessionCookie(ctx.request, ctx.reply, outcome.session);
      return { success: true, message: MESSAGES.loginSuccess, method: outcome.method, backupCodesRemaining: outcome.backupCodesRemaining };
    });
  }

  @Mutation(() => LogoutPayload, { description: 'End this session' })
  async logout(@Ctx() ctx: IdentityContext): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      if (ctx.request.viewer) await ctx.services.sessions.end(ctx.request.viewer.sessionId);
      clearSessionCookie(ctx.request, ctx.reply);
      return { success: true, message: MESSAGES.loggedOut };
    });
  }

  @Mutation(() => SetupTwoFactorPayload, { description: 'Start turning two factors on: a secret to scan, then enableTwoFactor' })
  async setupTwoFactor(@Ctx() ctx: IdentityContext): Promise<Payload<'twoFactorSetup', TwoFactorSetupType>> {
    return mutationPayload('twoFactorSetup', () =>
      ctx.services.identity.setupTwoFactor(requireViewer(ctx.request, { beforeTwoFactor: true })),
    );
  }

  @Mutation(() => EnableTwoFactorPayload, { description: 'Turn two factors on with a first code from the app' })
  async enableTwoFactor(
    @Arg('input', () => EnableTwoFactorInputType, { description: 'The code' }) input: EnableTwoFactorInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const viewer = requireViewer(ctx.request, { beforeTwoFactor: true });
      await ctx.services.identity.enableTwoFactor(viewer, parseInput(enableTwoFactorSchema, { token: input.token }).token);
      return { success: true, message: MESSAGES.twoFactorEnabled };
    });
  }

  @Mutation(() => RegenerateBackupCodesPayload, { description: 'New backup codes (needs a current code); the old ones stop working' })
  async regenerateBackupCodes(
    @Arg('input', () => RegenerateBackupCodesInputType, { description: 'The code' }) input: RegenerateBackupCodesInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'backupCodes', string[]>> {
    return mutationPayload('backupCodes', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const viewer = requireViewer(ctx.request);
      return ctx.services.identity.regenerateBackupCodes(viewer, parseInput(confirmCodeSchema, { token: input.token }).token);
    });
  }

  @Mutation(() => ResetTwoFactorPayload, { description: 'Turn two factors off (needs a current code)' })
  async resetTwoFactor(
    @Arg('input', () => ResetTwoFactorInputType, { description: 'The code' }) input: ResetTwoFactorInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const viewer = requireViewer(ctx.request);
      await ctx.services.identity.resetTwoFactor(viewer, parseInput(confirmCodeSchema, { token: input.token }).token);
      return { success: true, message: MESSAGES.twoFactorReset };
    });
  }

  @Mutation(() => ChangePasswordPayload, { description: 'Change the password; every other session ends' })
  async changePassword(
    @Arg('input', () => ChangePasswordInputType, { description: 'The fields' }) input: ChangePasswordInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const viewer = requireViewer(ctx.request);
      await ctx.services.identity.changePassword(viewer, parseInput(changePasswordSchema, input));
      return { success: true, message: MESSAGES.passwordChanged };
    });
  }

  @Mutation(() => ForgotPasswordPayload, { description: 'Always the same answer, whether or not the email has an account' })
  async forgotPassword(
    @Arg('input', () => ForgotPasswordInputType, { description: 'The address' }) input: ForgotPasswordInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const { message } = ctx.services.identity.requestPasswordReset(
        parseInput(forgotPasswordSchema, { email: input.email }).email,
        requestMeta(ctx.request),
      );
      return { success: true, message };
    });
  }

  @Mutation(() => RequestSignInLinkPayload, {
    description:
      'While sign-in is paused for an account (sign_in_throttled with signInLinkAvailable), mail its owner a one-time sign-in link',
  })
  async requestSignInLink(
    @Arg('input', () => RequestSignInLinkInputType, { description: 'The username' }) input: RequestSignInLinkInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const { username } = parseInput(requestSignInLinkSchema, input);
      return { success: true, ...ctx.services.identity.signInLinks.request(username, requestMeta(ctx.request)) };
    });
  }

  @Mutation(() => SignInWithLinkPayload, {
    description: 'Sign in with a mailed link (once); with two factors on, answers a tempToken for verifyTwoFactor',
  })
  async signInWithLink(
    @Arg('input', () => SignInWithLinkInputType, { description: 'The token' }) input: SignInWithLinkInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'loginResult', LoginResultType>> {
    return mutationPayload('loginResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      const { token } = parseInput(signInWithLinkSchema, input);
      const outcome = await ctx.services.identity.signInLinks.redeem(token, requestMeta(ctx.request));
      if (!outcome.requiresTwoFactor) setSessionCookie(ctx.request, ctx.reply, outcome.session);
      return loginAnswer(outcome);
    });
  }

  @Mutation(() => ResetPasswordPayload, { description: "Set a new password from a reset link; the account's sessions end" })
  async resetPassword(
    @Arg('input', () => ResetPasswordInputType, { description: 'The fields' }) input: ResetPasswordInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      await enforceAuthRateLimit(ctx.request, ctx.reply);
      await ctx.services.identity.resetPassword(parseInput(resetPasswordSchema, input));
      clearSessionCookie(ctx.request, ctx.reply);
      return { success: true, message: MESSAGES.passwordReset };
    });
  }

  @Mutation(() => EndOtherSessionsPayload, { description: 'Signs out every other session; answers how many' })
  async endOtherSessions(@Ctx() ctx: IdentityContext): Promise<Payload<'endedCount', number>> {
    return mutationPayload('endedCount', async () => {
      const viewer = requireViewer(ctx.request);
      return ctx.services.sessions.endAllForUser(viewer.userId, { keep: viewer.sessionId });
    });
  }

  @Mutation(() => EndSessionPayload, { description: 'End one of your sessions' })
  async endSession(
    @Arg('input', () => EndSessionInputType, { description: 'The session' }) input: EndSessionInputType,
    @Ctx() ctx: IdentityContext,
  ): Promise<Payload<'actionResult', ActionResultType>> {
    return mutationPayload('actionResult', async () => {
      const viewer = requireViewer(ctx.request);
      await ctx.services.sessions.endOwn(viewer, input.id);
      if (input.id === viewer.sessionId) clearSessionCookie(ctx.request, ctx.reply);
      return { success: true, message: MESSAGES.sessionEnded };
    });
  }
}
