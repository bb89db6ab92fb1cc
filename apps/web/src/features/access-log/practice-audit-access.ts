import type { UserInfo } from '@orchid/contracts/accounts';
import type { Team } from '@orchid/contracts/teams';
import { useTeam } from '../teams/team-queries';

/**
 * Whether the professional may read their practice's audit events, by the server's rule
 * (teams' practicePeopleOwnedBy): a professional without a team is a practice of one; on a
 * team, only the member who is its practice owner. An OWNER-role clinician on someone else's
 * team is refused, whatever their plan.
 */
export function ownsPracticeAudit(user: UserInfo, team: Team | undefined): boolean {
  if (user.user_type !== 'orchid_pro') return false;
  if (user.team_id === null) return true;
  return (
    team?.id === user.team_id &&
    team.members.some((member) => member.orchid_user_id === user.sub && member.is_practice_owner)
  );
}

export type PracticePerson = { value: string; label: string };

/**
 * The people whose actions the practice's audit events can be narrowed to (the server's
 * `actor`): the team's members, or for a practice of one, its owner alone.
 */
export function practicePeople(user: UserInfo, team: Team | undefined): PracticePerson[] {
  const you = (name: string) => `${name} (you)`;
  if (user.team_id === null || !team) {
    return [{ value: user.sub, label: you(`${user.first_name} ${user.last_name}`.trim()) }];
  }
  return team.members.map((member) => ({
    value: member.orchid_user_id,
    label: member.orchid_user_id === user.sub ? you(member.display_name) : member.display_name,
  }));
}

export type PracticeAudit =
  | { state: 'loading' }
  | { state: 'failed'; error: Error; retry: () => void }
  | { state: 'refused' }
  | { state: 'allowed'; people: PracticePerson[] };

/**
 * Whether the signed-in professional may see the practice's audit events, and whose actions
 * they can filter by: their team is asked for (GET /team/{team_id}) when they have one.
 */
export function usePracticeAudit(user: UserInfo): PracticeAudit {
  const team = useTeam(user.team_id);
  if (user.team_id !== null) {
    if (team.isPending) return { state: 'loading' };
    if (team.isError) return { state: 'failed', error: team.error, retry: () => team.refetch() };
  }
  return ownsPracticeAudit(user, team.data)
    ? { state: 'allowed', people: practicePeople(user, team.data) }
    : { state: 'refused' };
}
