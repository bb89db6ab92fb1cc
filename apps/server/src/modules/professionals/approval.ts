import type { AuditLog } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import * as accounts from '../accounts/repo';

/** Who starts an approval: the operator at the server's console, not a web request. */
const operatorOrigin = { ip: 'console', userAgent: 'approve-professional' };

export type ApprovalOutcome = 'approved' | 'already-approved' | 'not-found';

/**
 * Approves a professional to use the platform (profile_approved_to_use_the_platform), the half
 * of platform access that a plan does not give (accounts-and-access §4). The spec does not show
 * who approves; here the operator does, by e-mail address, and the audit log keeps it.
 */
export async function approveProfessional(
  deps: { db: Db; audit: AuditLog },
  email: string,
): Promise<ApprovalOutcome> {
  const professional = await accounts.findUserByEmail(deps.db, email.trim());
  if (professional?.userType !== 'orchid_pro') return 'not-found';
  if (professional.profileApproved) return 'already-approved';
  await deps.db.transaction(async (tx) => {
    await accounts.updateUser(tx, professional.id, { profileApproved: true });
    await deps.audit.within(tx).record({
      action: 'professional.approve',
      outcome: 'success',
      subjectUserId: professional.id,
      origin: operatorOrigin,
    });
  });
  return 'approved';
}
