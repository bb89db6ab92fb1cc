/**
 * A practice as a scheduler reads it: 'Lee Counseling PLLC (Jordan Lee's practice)' when the
 * practice has a business name, or "Jordan Lee's practice" when it is named after its owner.
 */
export function practiceInWords(practiceName: string, ownerName: string | undefined): string {
  if (!ownerName) return practiceName;
  return practiceName === ownerName
    ? `${ownerName}'s practice`
    : `${practiceName} (${ownerName}'s practice)`;
}
