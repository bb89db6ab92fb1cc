import type {
  CreateMinorRequestSchema,
  MemberInfo,
  MemberProfileRequestSchema,
} from '@orchid/contracts';
import type { z } from 'zod';
import type { RequestOrigin } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { inTransaction } from '../../platform/db/transaction';
import type { Principal } from '../../platform/http/access';
import { AppError } from '../../platform/http/app-error';
import { assertDateOfBirth } from '../accounts/date-of-birth';
import { createMinorAccount, minorsOf } from '../accounts/minors';
import { type AccountSummary, accountSummary, saveNames } from '../accounts/profile-names';
import * as repo from './repo';

type ProfileInput = z.output<typeof MemberProfileRequestSchema>;
type MinorInput = z.output<typeof CreateMinorRequestSchema>;

function toMemberInfo(
  account: AccountSummary,
  profile: repo.MemberProfile | undefined,
): MemberInfo {
  return {
    user_id: account.id,
    first_name: account.firstName,
    last_name: account.lastName,
    preferred_first_name: account.preferredFirstName,
    dob: profile?.dob ?? null,
    gender: profile?.gender ?? null,
    sex: profile?.sex ?? null,
    phone_number: profile?.phoneNumber ?? null,
    insurance_provider: profile?.insuranceProvider ?? null,
    insurance_group_id: profile?.insuranceGroupId ?? null,
    insurance_member_id: profile?.insuranceMemberId ?? null,
    biography: profile?.biography ?? null,
    home_address_line1: profile?.homeAddressLine1 ?? null,
    country: (profile?.country ?? 'US') as MemberInfo['country'],
    home_state: profile?.homeState ?? null,
    home_city: profile?.homeCity ?? null,
    home_zipcode: profile?.homeZipcode ?? null,
    email: account.email,
    email_confirmed: account.emailConfirmed,
    signup_form_finished: account.signupFormFinished,
  };
}

/** The member signed in, or the minor a guardian acts for. */
export async function memberInfo(ctx: AppContext, owner: ProfileOwner) {
  const account = await accountSummary(ctx, owner.userId, owner.guardianUserId);
  return toMemberInfo(account, await repo.findProfile(ctx.db, ctx.vault, owner.userId));
}

/** Whose profile: a member, or a minor with the guardian acting for them. */
export type ProfileOwner = { userId: string; guardianUserId?: string | undefined };

export const ownerOf = (principal: Principal): ProfileOwner => ({
  userId: principal.userId,
  guardianUserId: principal.acting?.guardianUserId,
});

/** The intake and minors are for confirmed accounts only (§6); the web hides them before too. */
async function assertConfirmed(ctx: AppContext, accountUserId: string) {
  const account = await accountSummary(ctx, accountUserId);
  if (!account.emailConfirmed) throw new AppError('accounts.confirmEmailFirst');
}

/** Saves the intake or the profile; the required part (names, dob) finishes sign-up. */
export async function saveMemberInfo(
  ctx: AppContext,
  owner: ProfileOwner,
  input: ProfileInput,
  origin: RequestOrigin,
) {
  assertDateOfBirth(ctx, input.dob, owner.guardianUserId ? 'minor' : 'member', origin);
  await assertConfirmed(ctx, owner.guardianUserId ?? owner.userId);
  await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    await saveNames(
      txCtx,
      owner.userId,
      {
        firstName: input.first_name,
        lastName: input.last_name,
        preferredFirstName: input.preferred_first_name,
      },
      { finishSignup: true },
    );
    await repo.upsertProfile(tx, ctx.vault, owner.userId, {
      dob: input.dob,
      gender: input.gender,
      sex: input.sex,
      phoneNumber: input.phone_number,
      insuranceProvider: input.insurance_provider,
      insuranceGroupId: input.insurance_group_id,
      insuranceMemberId: input.insurance_member_id,
      biography: input.biography,
      homeAddressLine1: input.home_address_line1,
      country: input.country,
      homeState: input.home_state,
      homeCity: input.home_city,
      homeZipcode: input.home_zipcode,
      modifiedAt: ctx.clock.now(),
    });
    await txCtx.audit.record({
      action: 'member.profile_save',
      outcome: 'success',
      actorUserId: owner.guardianUserId ?? owner.userId,
      subjectUserId: owner.userId,
      origin,
      ...(owner.guardianUserId ? { detail: { actor_role: 'guardian' } } : {}),
    });
  });
  return memberInfo(ctx, owner);
}

/** The guardian's minors, with the date of birth and relationship the guardian gave. */
export async function guardedMinors(ctx: AppContext, guardianUserId: string) {
  const minors = await minorsOf(ctx, guardianUserId);
  const profiles = await repo.findProfiles(
    ctx.db,
    ctx.vault,
    minors.map((m) => m.orchid_user_id),
  );
  const dobOf = new Map(profiles.map((p) => [p.userId, p.dob]));
  return minors.map((minor) => ({ ...minor, dob: dobOf.get(minor.orchid_user_id) ?? '' }));
}

/** Adds a minor profile; the signed-in member becomes its guardian and billing user. */
export async function addMinor(
  ctx: AppContext,
  guardianUserId: string,
  input: MinorInput,
  origin: RequestOrigin,
) {
  assertDateOfBirth(ctx, input.dob, 'minor', origin);
  await assertConfirmed(ctx, guardianUserId);
  const guardianProfile = await repo.findProfile(ctx.db, ctx.vault, guardianUserId);
  const minor = await inTransaction(ctx, async (txCtx) => {
    const tx = txCtx.db;
    const created = await createMinorAccount(txCtx, guardianUserId, {
      firstName: input.first_name,
      lastName: input.last_name,
      preferredFirstName: input.preferred_first_name,
      relationship: input.relationship,
    });
    await repo.upsertProfile(tx, ctx.vault, created.id, {
      dob: input.dob,
      country: guardianProfile?.country ?? 'US',
      modifiedAt: ctx.clock.now(),
    });
    await txCtx.audit.record({
      action: 'minor.create',
      outcome: 'success',
      actorUserId: guardianUserId,
      subjectUserId: created.id,
      origin,
      detail: { relationship: input.relationship, actor_role: 'guardian' },
    });
    return created;
  });
  return {
    first_name: minor.firstName,
    last_name: minor.lastName,
    orchid_user_id: minor.id,
    preferred_first_name: minor.preferredFirstName,
    billing_user_id: guardianUserId,
    dob: input.dob,
    relationship: input.relationship,
  };
}

/** Keeps the date of birth a practice gave for a client it added (sealed as any member's). */
export async function recordClientBirthDate(ctx: AppContext, userId: string, dob: string) {
  await repo.upsertProfile(ctx.db, ctx.vault, userId, { dob, modifiedAt: ctx.clock.now() });
}
