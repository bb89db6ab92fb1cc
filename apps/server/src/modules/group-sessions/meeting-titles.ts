import type { AppContext } from '../../platform/context';
import * as repo from './repo';

/**
 * The titles of the groups whose meetings are these calendar series (by calendar series): a
 * group's meeting is named by its group where a client's name would be.
 */
export const groupTitlesOfMeetings = (ctx: AppContext, appointmentSeriesIds: string[]) =>
  repo.titlesOfMeetingSeries(ctx.db, appointmentSeriesIds);
