import type { UserInfo } from '@orchid/contracts/accounts';
import { paths } from '../../../app/paths';

/**
 * Whether the intake may be closed (§2 "Signed-in areas", §4 "Member intake"). On the member
 * dashboard it stays open until signup is finished: there is nothing to do there before it.
 * Anywhere else, or once signup is finished, closing is ordinary and changes nothing else.
 */
export function canCloseIntake(pathname: string, signupFinished: boolean): boolean {
  const onMemberDashboard =
    pathname === paths.memberDashboard || pathname.startsWith(`${paths.memberDashboard}/`);
  return signupFinished || !onMemberDashboard;
}

export type IntakeTab = 'required' | 'optional';

/**
 * The phone variant's back arrow: from the optional tab back to the required one; from the
 * required tab out of the intake to the home page.
 */
export function intakeBackStep(
  tab: IntakeTab,
): { kind: 'tab'; tab: IntakeTab } | { kind: 'leave'; to: string } {
  return tab === 'optional' ? { kind: 'tab', tab: 'required' } : { kind: 'leave', to: paths.home };
}

/**
 * Whom the member dashboard shows the intake to (§4 "Post-login gate", §6): members with a
 * confirmed email and an unfinished signup. Unconfirmed accounts confirm their email first.
 */
export function needsIntake(user: UserInfo): boolean {
  return user.user_type === 'member' && user.email_confirmed && !user.signup_form_finished;
}
