import type { ProviderType } from '@orchid/contracts/professional-options';
import type { ProfessionalTypeRecord } from '@orchid/contracts/professionals';

/** The body of POST /api/users/v1/orchid_pro_type/create and PUT .../{id}. */
export type TypeRecordBody = {
  orchid_pro_type: {
    type: ProviderType;
    specialty: { specialty: string | null; sub_specialty: string | null };
  };
};

export type TypeRecordChange =
  | { kind: 'create'; body: TypeRecordBody }
  | { kind: 'update'; id: string; body: TypeRecordBody }
  | { kind: 'none' };

/**
 * What the practice step does with the professional type record (booking §4 "Quick-intake"):
 * - no saved record: the default therapist record shown on load needs creating, so create
 *   one with what is chosen;
 * - a saved record whose type or specialty changed: update it (a changed specialty drops the
 *   sub-specialty, which belonged to the old one);
 * - otherwise leave it untouched.
 */
export function typeRecordChange(
  saved: ProfessionalTypeRecord | undefined,
  chosen: { type: ProviderType; specialty: string },
): TypeRecordChange {
  const specialty = chosen.specialty || null;
  const body = {
    orchid_pro_type: { type: chosen.type, specialty: { specialty, sub_specialty: null } },
  };
  if (!saved) return { kind: 'create', body };
  const before = saved.orchid_pro_type;
  if (before.type === chosen.type && before.specialty.specialty === specialty) {
    return { kind: 'none' };
  }
  return { kind: 'update', id: saved.orchid_pro_type_id, body };
}
