import { sql } from 'drizzle-orm';
import type { UserInfoExtras } from '../accounts/user-info';
import { professionalProfiles } from '../professionals/tables';
import { teamMembers } from '../teams/tables';

type Extras = { team_id: string | null; business_entity_name: string | null };

/**
 * A professional's (or a scheduler's) practice and business name, kept by the teams and
 * professionals modules, read with the session: user_info is asked on every page load.
 */
export const professionalUserInfo: UserInfoExtras = {
  name: 'practice',
  onlyFor: 'orchid_pro',
  select: (userId) => sql`json_build_object(
    'team_id', (select ${teamMembers.teamId} from ${teamMembers}
      where ${teamMembers.userId} = ${userId} limit 1),
    'business_entity_name', (select ${professionalProfiles.businessEntityName}
      from ${professionalProfiles} where ${professionalProfiles.userId} = ${userId}))`,
  parse: (json) => json as Extras,
};
