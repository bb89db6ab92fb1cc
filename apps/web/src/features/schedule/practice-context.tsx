import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whose calendar the screen works: the signed-in professional's own, or for a team member
 * the owner's (§6 on_behalf_of), and what the person may change there.
 */
export type Practice = {
  /** The practice owner's user id: whose sessions, hours and clients these are. */
  ownerId: string;
  /** The owner's id when someone else works the calendar, sent as ?on_behalf_of=. */
  onBehalfOf: string | undefined;
  /** edit-scheduling: the owner changes hours and session types; a scheduler does not. */
  editsScheduling: boolean;
  /** The practice's IANA time zone: the calendar and the forms show its wall clock. */
  timeZone: string;
};

const PracticeContext = createContext<Practice | null>(null);

export function PracticeProvider({
  practice,
  children,
}: {
  practice: Practice;
  children: ReactNode;
}) {
  return <PracticeContext value={practice}>{children}</PracticeContext>;
}

export function usePractice(): Practice {
  const practice = useContext(PracticeContext);
  if (!practice) throw new Error('usePractice outside PracticeProvider');
  return practice;
}
