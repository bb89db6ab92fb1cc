import type { WaitingProfessional } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import { readTogether } from '../../platform/db/read-together';
import { AppError } from '../../platform/http/app-error';
import { listUnapprovedProfessionals } from '../accounts/users';
import { type Approver, approveProfessional } from '../professionals/approval';
import { listLicensesOf } from '../professionals/repo';
import { planStatesOf } from '../subscriptions/service';

/**
 * The desk's list of professionals waiting for approval, with what an operator checks: their
 * licenses (state, type, number, expiry), whether the intake is finished, and their plan.
 */
export async function waitingProfessionals(
  ctx: AppContext,
  page: { q?: string | undefined; skip: number; limit: number },
): Promise<{ professionals: WaitingProfessional[]; total: number }> {
  const { rows, total } = await listUnapprovedProfessionals(ctx.db, page);
  const ids = rows.map((row) => row.id);
  const [licenses, plans] = await readTogether(ctx.db, [
    () => listLicensesOf(ctx.db, ids),
    () =>
      planStatesOf(
        ctx,
        rows.map((row) => ({
          sub: row.id,
          create_datetime: row.createdAt,
          role: row.role,
          profile_approved_to_use_the_platform: row.profileApproved,
          ai_free_trial_start_datetime: row.aiFreeTrialStartAt,
          signup_channel: row.signupChannel,
        })),
      ),
  ] as const);
  const professionals = rows.map((row) => {
    const plan = plans.get(row.id);
    return {
      sub: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email ?? '',
      email_confirmed: row.emailConfirmedAt !== null,
      role: row.role ?? 'OWNER',
      signup_form_finished: row.signupFormFinished,
      create_datetime: row.createdAt.toISOString(),
      plan_type: plan?.subscribed ? plan.plan_type : null,
      on_trial: plan?.on_trial ?? false,
      licenses: licenses
        .filter((license) => license.userId === row.id)
        .map((license) => ({
          type: license.type,
          conferring_entity: license.conferringEntity,
          license_number: license.licenseNumber,
          expiration_date: license.expirationDate,
          supervised: license.hasSupervision,
        })),
    };
  });
  return { professionals, total };
}

/** The desk's Approve: as `npm run approve-professional`, with the operator named. */
export async function approveFromDesk(ctx: AppContext, sub: string, approver: Approver) {
  const outcome = await approveProfessional(ctx, { userId: sub }, approver);
  if (outcome === 'not-found') throw new AppError('admin.professionalNotFound');
  return { sub, outcome: outcome === 'approved' ? 'approved' : 'already_approved' } as const;
}
