/** The invitation codes a member registration link may carry (§3 "Account creation payloads"). */
export type MemberInviteCodes = { invite_code?: string; patient_chart_invite_code?: string };

export function memberInviteCodes(search: URLSearchParams): MemberInviteCodes {
  const codes: MemberInviteCodes = {};
  const invite = search.get('invite_code')?.trim();
  const chartInvite = search.get('patient_chart_invite_code')?.trim();
  if (invite) codes.invite_code = invite;
  if (chartInvite) codes.patient_chart_invite_code = chartInvite;
  return codes;
}
