import { planState } from '@orchid/contracts';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { planFacts } from '../accounts/profile-names';
import { findUserById } from '../accounts/users';
import { subscriptionForPlanState } from '../subscriptions/service';

/**
 * Whether clients may find and book the professional, the one answer for the directory and
 * for booking: signed up, approved, and with platform access (a plan, or a trial not over).
 */
export async function mayBeBooked(ctx: AppContext, userId: string): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (user?.userType !== 'orchid_pro' || !user.profileApproved || !user.signupFormFinished) {
    return false;
  }
  const now = ctx.clock.now();
  const subscription = await subscriptionForPlanState.read(ctx.db, userId, now);
  const facts = await planFacts(ctx, userId, user);
  return planState({ user: facts, subscription, now }).platform_access;
}

/** Refuses, as unknown, a professional clients may not book (their free time, a hold, a group). */
export async function bookableProfessional(ctx: AppContext, id: string) {
  if (!(await mayBeBooked(ctx, id))) throw new AppError('scheduling.professionalNotFound');
}
