import type { AppContext } from '../../platform/context';
import type { UserInfoExtras } from '../accounts/user-info';
import { businessNameOf } from '../professionals/service';
import { teamIdOf } from '../teams/service';

/** The parts of a professional's user info that other modules keep (§3 User). */
export const professionalUserInfo =
  (ctx: AppContext): UserInfoExtras =>
  async (userId) => ({
    team_id: await teamIdOf(ctx, userId),
    business_entity_name: await businessNameOf(ctx, userId),
  });
