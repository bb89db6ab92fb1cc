import type { Role } from '@orchid/contracts/accounts';

/**
 * The team roles in words (§3 Team, §6): OWNER is a clinician with a full account of their
 * own; PRACTICE_SCHEDULER runs the calendar for the practice. The practice owner is the
 * OWNER who made the team.
 */
export const ROLE_LABELS = {
  OWNER: 'Professional',
  PRACTICE_SCHEDULER: 'Practice scheduler',
} as const satisfies Record<Role, string>;

export const roleOptions = (['PRACTICE_SCHEDULER', 'OWNER'] as const).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export function memberRoleLabel(member: { role: Role; is_practice_owner: boolean }): string {
  return member.is_practice_owner ? 'Practice owner' : ROLE_LABELS[member.role];
}
