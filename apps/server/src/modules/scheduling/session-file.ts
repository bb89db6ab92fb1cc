import type { InScope } from '../../platform/access/scope';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/app-error';
import { defangForMail } from '../../platform/mail/defang';
import { findUserById } from '../accounts/users';
import type { AppointmentRow, SessionsOf } from './appointments-repo';
import * as appointmentsRepo from './appointments-repo';
import { sessionsCalendar } from './calendar-files';

// One session as an .ics file: attached to the client's reminder, and saved from the
// client's sessions page or the practice's calendar ('add to calendar').

type Person = { firstName: string; lastName: string; preferredFirstName: string | null };
const nameOf = (person: Person) =>
  `${person.preferredFirstName ?? person.firstName} ${person.lastName}`;

/** Who reads the file: the session's client, or its practice. */
export type FileReader = SessionsOf;

/**
 * The session as its reader calls it: '{type} with {professional}' for the client, '{type}
 * with {client}' for the practice (its own calendar, so the client's name is in place);
 * defanged for a mail.
 */
export async function sessionFile(
  ctx: AppContext,
  session: AppointmentRow,
  reader: FileReader,
  { inMail = false } = {},
) {
  const otherId = 'ownerUserId' in reader ? session.patientUserId : session.ownerUserId;
  const other = await findUserById(ctx.db, otherId);
  const named = `${session.sessionTypeLabel} with ${other ? nameOf(other) : 'your professional'}`;
  // In a mail (and its attachment) the practice's words carry no live link.
  const summary = inMail ? defangForMail(named) : named;
  const ics = sessionsCalendar(
    [{ id: session.id, start: session.startsAt, end: session.endsAt, summary }],
    { name: ctx.brandName, host: new URL(ctx.publicUrl).host, method: 'publish' },
  );
  return { summary, ics };
}

/** GET …/appointment/{id}/calendar_file: the reader's own session, live or past. */
export async function sessionCalendarFile(ctx: AppContext, reader: FileReader, id: string) {
  const session = await appointmentsRepo.findAppointmentOf(ctx.db, reader, id);
  if (!session) throw new AppError('appointments.notFound');
  const { ics } = await sessionFile(ctx, session, reader);
  const day = session.startsAt.toISOString().slice(0, 10);
  return { file_name: `session-${day}.ics`, ics };
}

/** The client of a practice's session, for their access log (none when it is not the practice's). */
export async function clientOfSession(ctx: AppContext, practice: InScope, id: string) {
  const session = await appointmentsRepo.findAppointmentOf(ctx.db, practice, id);
  return session ? [session.patientUserId] : [];
}
