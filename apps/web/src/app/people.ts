/** The name a person goes by on screen: the preferred first name when there is one. */
export function calledBy(person: {
  first_name: string;
  preferred_first_name: string | null;
}): string {
  return person.preferred_first_name?.trim() || person.first_name;
}
