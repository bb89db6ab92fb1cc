import {
  changePassword as changePasswordEndpoint,
  checkResetToken,
  completePatientSignup,
  confirmEmail,
  forgotPassword,
  getUserInfo,
  initiateAuth,
  logout,
  markSession,
  mfaDisable,
  mfaEnable,
  mfaSetup,
  registerPatient,
  registerProfessional,
  renewAccessToken,
  renewCurrentAccess,
  resendEmailConfirmation,
  resetPassword,
  switchBackToGuardian,
  switchToMinor,
} from '@orchid/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestOrigin } from '../../platform/audit/audit';
import { inTransaction } from '../../platform/db/transaction';
import { addEndpointRoute } from '../../platform/http/endpoint-route';
import type { AccountsContext } from './context';
import {
  ACCESS_COOKIE,
  clearSessionCookies,
  REFRESH_COOKIE,
  setSessionCookies,
  setSessionMarker,
} from './cookies';
import {
  minorsRead,
  renewActing,
  switchBackToGuardian as switchBack,
  switchToMinor as switchTo,
} from './minors';
import {
  changePassword,
  checkResetLink,
  requestPasswordReset,
  resetPasswordWithToken,
} from './passwords';
import {
  completeSignup,
  confirmEmailAddress,
  type Registration,
  registerAccount,
  resendConfirmation,
} from './registration';
import {
  authenticate,
  renewSession,
  revokeSession,
  type SessionCookies,
  sessionOfRefreshToken,
} from './sessions';
import { signIn } from './sign-in';
import { disableTwoStep, enableTwoStep, setUpTwoStep } from './two-step';
import { type UserInfoExtras, userInfo } from './user-info';

type AccountsRoutesOptions = {
  ctx: AccountsContext;
  secureCookies: boolean;
  userInfoExtras: UserInfoExtras;
  /** Registrations per address and hour: enough for a family or a clinic, too few for a bot. */
  registrationsPerHour: number;
};

const tags = ['accounts'];
const resendRateLimit = { max: 5, timeWindow: 15 * 60_000 };

export async function accountsRoutes(
  app: FastifyInstance,
  { ctx, secureCookies, userInfoExtras, registrationsPerHour }: AccountsRoutesOptions,
) {
  const registrationRateLimit = { max: registrationsPerHour, timeWindow: 60 * 60_000 };
  const setCookies = (reply: FastifyReply, cookies: SessionCookies) =>
    setSessionCookies(reply, cookies, { secure: secureCookies, now: ctx.clock.now() });

  const register = async (
    { origin, reply }: { origin: RequestOrigin; reply: FastifyReply },
    registration: Registration,
  ) => {
    const { account, cookies } = await registerAccount(ctx, registration, origin);
    if (cookies) setCookies(reply, cookies);
    return account;
  };

  addEndpointRoute(app, registerProfessional, {
    access: 'public',
    tags,
    rateLimit: registrationRateLimit,
    handler: async ({ body, origin, reply }) => {
      const { user_in, orchid_pro_in } = body;
      return register(
        { origin, reply },
        {
          userType: 'orchid_pro',
          email: user_in.email,
          password: user_in.password,
          firstName: orchid_pro_in.first_name,
          lastName: orchid_pro_in.last_name,
          teamInviteToken: user_in.team_invite_token,
        },
      );
    },
  });

  addEndpointRoute(app, registerPatient, {
    access: 'public',
    tags,
    rateLimit: registrationRateLimit,
    handler: async ({ body, origin, reply }) => {
      const { user_in, patient_in } = body;
      return register(
        { origin, reply },
        {
          userType: 'member',
          email: user_in.email,
          password: user_in.password,
          firstName: patient_in.first_name,
          lastName: '',
          inviteCode: user_in.invite_code,
          chartInviteCode: user_in.patient_chart_invite_code,
        },
      );
    },
  });

  addEndpointRoute(app, confirmEmail, {
    access: 'public',
    tags,
    handler: async ({ body, origin }) => {
      await confirmEmailAddress(ctx, body.token, origin);
      return { email_confirmed: true as const };
    },
  });

  addEndpointRoute(app, resendEmailConfirmation, {
    access: 'signed-in',
    tags,
    rateLimit: resendRateLimit,
    handler: async ({ principal }) => {
      await resendConfirmation(ctx, principal.userId);
      return { sent: true as const };
    },
  });

  addEndpointRoute(app, initiateAuth, {
    access: 'public',
    tags,
    handler: async ({ body, origin, reply }) => {
      const cookies = await signIn(
        ctx,
        {
          usernameOrEmail: body.username_or_email,
          password: body.password,
          mfaCode: body.mfa_code,
          rememberMe: body.remember_me,
        },
        origin,
      );
      setCookies(reply, cookies);
      return { nextStep: 'success' as const };
    },
  });

  addEndpointRoute(app, renewAccessToken, {
    access: 'public',
    tags,
    handler: async ({ origin, request, reply }) => {
      try {
        const cookies = await renewSession(ctx, request.cookies[REFRESH_COOKIE], origin);
        setCookies(reply, cookies);
        return { access_expires_at: cookies.accessExpiresAt.toISOString() };
      } catch (err) {
        clearSessionCookies(reply, secureCookies);
        throw err;
      }
    },
  });

  // A session begun before the web's marker existed, whose access cookie has lapsed: its
  // refresh cookie reaches only this path, where the web asks once per browser (cookies.ts).
  addEndpointRoute(app, markSession, {
    access: 'public',
    tags,
    handler: async ({ request, reply }) => {
      const refresh = request.cookies[REFRESH_COOKIE];
      const session = refresh ? await sessionOfRefreshToken(ctx, refresh) : undefined;
      const live =
        session !== undefined && !session.revokedAt && session.expiresAt > ctx.clock.now();
      if (live) setSessionMarker(reply, secureCookies);
      return { session: live };
    },
  });

  addEndpointRoute(app, logout, {
    access: 'public',
    tags,
    handler: async ({ origin, request, reply }) => {
      const session = await sessionOfRequest(ctx, request);
      if (session) {
        await inTransaction(ctx, async (tx) => {
          await revokeSession(tx, session.sessionId, 'logout');
          await tx.audit.record({
            action: 'session.sign_out',
            outcome: 'success',
            actorUserId: session.userId,
            subjectUserId: session.userId,
            origin,
          });
        });
      }
      clearSessionCookies(reply, secureCookies);
      return { signed_out: true as const };
    },
  });

  addEndpointRoute(app, getUserInfo, {
    access: 'signed-in',
    minorSession: 'allowed',
    sessionReads: [minorsRead, userInfoExtras],
    tags,
    handler: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return userInfo(ctx, principal, userInfoExtras);
    },
  });

  addEndpointRoute(app, forgotPassword, {
    access: 'public',
    tags,
    handler: async ({ body, origin }) => {
      await requestPasswordReset(ctx, body.username_or_email, origin);
      return { sent: true as const };
    },
  });

  addEndpointRoute(app, resetPassword, {
    access: 'public',
    tags,
    handler: async ({ body, origin, reply }) => {
      await resetPasswordWithToken(
        ctx,
        { token: body.token, newPassword: body.new_password },
        origin,
      );
      clearSessionCookies(reply, secureCookies);
      return { password_reset: true as const };
    },
  });

  addEndpointRoute(app, checkResetToken, {
    access: 'public',
    tags,
    handler: async ({ body, origin, reply }) => {
      reply.header('cache-control', 'no-store');
      return { valid: await checkResetLink(ctx, body.token, origin) };
    },
  });

  addEndpointRoute(app, changePasswordEndpoint, {
    access: 'signed-in',
    tags,
    handler: async ({ body, principal, origin }) => {
      await changePassword(
        ctx,
        principal,
        {
          currentPassword: body.current_password,
          newPassword: body.new_password,
        },
        origin,
      );
      return { password_changed: true as const };
    },
  });

  addEndpointRoute(app, mfaSetup, {
    access: 'signed-in',
    tags,
    handler: async ({ principal, reply }) => {
      reply.header('cache-control', 'no-store');
      return setUpTwoStep(ctx, principal.userId);
    },
  });

  addEndpointRoute(app, mfaEnable, {
    access: 'signed-in',
    tags,
    handler: async ({ body, principal, origin, reply }) => {
      reply.header('cache-control', 'no-store');
      const codes = await enableTwoStep(ctx, principal.userId, body.mfa_code, origin);
      return { recovery_codes: codes };
    },
  });

  addEndpointRoute(app, mfaDisable, {
    access: 'signed-in',
    tags,
    handler: async ({ body, principal, origin }) => {
      await disableTwoStep(
        ctx,
        principal.userId,
        { password: body.password, code: body.mfa_code },
        origin,
      );
      return { mfa_enabled: false as const };
    },
  });

  addEndpointRoute(app, completePatientSignup, {
    access: 'public',
    tags,
    handler: async ({ body, params, origin, reply }) => {
      const cookies = await completeSignup(
        ctx,
        { token: params.token, password: body.password },
        origin,
      );
      setCookies(reply, cookies);
      return { nextStep: 'done' as const };
    },
  });

  addEndpointRoute(app, switchToMinor, {
    access: 'member',
    tags,
    handler: async ({ params, principal, origin }) =>
      switchTo(
        ctx,
        principal,
        { guardianId: params.guardian_id, minorId: params.minor_id },
        origin,
      ),
  });

  addEndpointRoute(app, switchBackToGuardian, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async ({ principal }) => {
      await switchBack(ctx, principal);
      return { acting_for_minor: false as const };
    },
  });

  addEndpointRoute(app, renewCurrentAccess, {
    access: 'member',
    minorSession: 'allowed',
    tags,
    handler: async ({ principal }) => renewActing(ctx, principal),
  });
}

/** The session a logout ends: by the access cookie, or by the refresh cookie once it expired. */
async function sessionOfRequest(ctx: AccountsContext, request: FastifyRequest) {
  const principal = await authenticate(ctx, request.cookies[ACCESS_COOKIE]);
  if (principal) {
    return {
      sessionId: principal.sessionId,
      userId: principal.acting?.guardianUserId ?? principal.userId,
    };
  }
  const refresh = request.cookies[REFRESH_COOKIE];
  const session = refresh ? await sessionOfRefreshToken(ctx, refresh) : undefined;
  return session && !session.revokedAt
    ? { sessionId: session.id, userId: session.userId }
    : undefined;
}
