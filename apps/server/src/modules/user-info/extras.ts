import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { prepareOnce } from '../../platform/db/prepared';
import { users } from '../accounts/tables';
import type { UserInfoExtras } from '../accounts/user-info';
import { professionalProfiles } from '../professionals/tables';
import { teamMembers } from '../teams/tables';

// A professional's (or a scheduler's) practice and business name, kept by the teams and
// professionals modules, in one read: user_info is asked on every page load, and on the embedded database each query
// is a turn of its one session.
const extrasQuery = prepareOnce((db) =>
  db
    .select({
      teamId: sql<string | null>`(select ${teamMembers.teamId} from ${teamMembers}
        where ${teamMembers.userId} = ${users.id} limit 1)`,
      businessName: sql<string | null>`(select ${professionalProfiles.businessEntityName}
        from ${professionalProfiles} where ${professionalProfiles.userId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('user_info_professional_extras'),
);

/** The parts of a professional's user info that other modules keep (§3 User). */
export const professionalUserInfo =
  (ctx: AppContext): UserInfoExtras =>
  async (userId) => {
    const [row] = await extrasQuery(ctx.db).execute({ userId });
    return { team_id: row?.teamId ?? null, business_entity_name: row?.businessName ?? null };
  };
