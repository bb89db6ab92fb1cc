import type { ErrorCode } from '@orchid/contracts';

/**
 * The HTTP status of every refusal, in one place. A code not listed is a 400: the request was
 * understood and refused for what it asks.
 */
const statuses: Partial<Record<ErrorCode, number>> = {
  'platform.invalidInput': 422,
  'platform.databaseUnreachable': 503,
  'platform.sessionEnded': 403,
  'platform.tooManyMailsToOthers': 429,
  'platform.onlyMembers': 403,
  'platform.onlyProfessionals': 403,
  'platform.guardianOnly': 403,
  'platform.featureNotAllowed': 403,
  'platform.crossOrigin': 403,
  'platform.notFound': 404,
  'platform.tooLarge': 413,
  'platform.tooManyRequests': 429,
  'platform.addressTooLong': 414,
  'platform.serverFailure': 500,
  'platform.missingReference': 422,
  'platform.alreadyExists': 409,
  'platform.overlaps': 409,
  'platform.valueNotAllowed': 422,
  'platform.valueMissing': 422,
  'accounts.notAuthenticated': 403,
  'accounts.confirmEmailFirst': 403,
  'accounts.tooManyAttempts': 429,
  'members.notYourMinor': 403,
  'members.notActing': 403,
  'professionals.notFound': 404,
  'professionals.typeNotFound': 404,
  'subscriptions.checkoutNotFound': 404,
  'subscriptions.checkoutRace': 409,
  'subscriptions.providerUnavailable': 503,
  'subscriptions.noScheduledChange': 404,
  'subscriptions.changeRace': 409,
  'subscriptions.changeDeclined': 402,
  'teams.notFound': 404,
  'scheduling.typeNotFound': 404,
  'scheduling.blockNotFound': 404,
  'scheduling.professionalNotFound': 404,
  'scheduling.labelTaken': 409,
  'scheduling.aiTypesNeedAiPlan': 403,
  'appointments.conflict': 409,
  'appointments.outsideAvailability': 409,
  'teams.ownerOnly': 403,
  'teams.ownerOnlyAudit': 403,
  'teams.otherAddress': 403,
  'teams.notOnBehalf': 403,
};

export const errorStatus = (code: ErrorCode): number => statuses[code] ?? 400;
