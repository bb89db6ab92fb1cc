import type { AppContext } from '../../platform/context';
import type { UserInfoExtras } from '../accounts/user-info';
import { businessNameOf } from '../professionals/service';
import { teamIdOf } from '../teams/service';

/** The parts of a professional's user info that other modules keep (§3 User). */
export const professionalUserInfo =
  (ctx: AppContext): UserInfoExtras =>
  async (userId) => {
    const [teamId, businessName] = await Promise.all([
      teamIdOf(ctx, userId),
      businessNameOf(ctx, userId),
    ]);
    return { team_id: teamId, business_entity_name: businessName };
  };
