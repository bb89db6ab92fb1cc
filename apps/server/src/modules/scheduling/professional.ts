import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { findUserById } from '../accounts/users';

/** A professional clients may see the free time of: one who finished signing up. */
export async function bookableProfessional(ctx: AppContext, id: string) {
  const user = await findUserById(ctx.db, id);
  if (user?.userType !== 'orchid_pro' || !user.signupFormFinished) {
    throw new AppError('scheduling.professionalNotFound');
  }
  return user;
}
