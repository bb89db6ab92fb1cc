import { z } from 'zod';

// Board certification (booking-practice-and-marketing §3 "Professional type record": the
// board subspecialty table). The boards are the American Board of Medical Specialties
// member boards the spec names, with their ABMS specialty and subspecialty certificates.
// Values are the lowercase labels, as in the spec's own values ("physical medicine and
// rehabilitation"); board values are the spec's words for them.

type BoardSource = {
  value: string;
  label: string;
  abbreviation: string;
  /** Each specialty certificate (label) and the subspecialties it leads to (labels). */
  specialties: Record<string, readonly string[]>;
};

const HOSPICE = 'Hospice and Palliative Medicine';
const PAIN = 'Pain Medicine';
const SLEEP = 'Sleep Medicine';
const BRAIN_INJURY = 'Brain Injury Medicine';
const NEUROMUSCULAR = 'Neuromuscular Medicine';
const HEAD_AND_NECK = 'Plastic Surgery Within the Head and Neck';
const HAND = 'Surgery of the Hand';

const PATHOLOGY_SUBSPECIALTIES = [
  'Blood Banking and Transfusion Medicine',
  'Clinical Informatics',
  'Cytopathology',
  'Dermatopathology',
  'Forensic Pathology',
  'Hematopathology',
  'Medical Microbiology',
  'Molecular Genetic Pathology',
  'Neuropathology',
  'Pathology – Chemical',
  'Pediatric Pathology',
];
const PREVENTIVE_SUBSPECIALTIES = [
  'Addiction Medicine',
  'Clinical Informatics',
  'Medical Toxicology',
  'Undersea and Hyperbaric Medicine',
];
const DIAGNOSTIC_RADIOLOGY_SUBSPECIALTIES = [
  HOSPICE,
  'Neuroradiology',
  'Nuclear Radiology',
  PAIN,
  'Pediatric Radiology',
];

const BOARD_SOURCES = [
  {
    value: 'otolaryngology',
    label: 'American Board of Otolaryngology – Head and Neck Surgery',
    abbreviation: 'ABOHNS',
    specialties: {
      'Otolaryngology – Head and Neck Surgery': [
        'Complex Pediatric Otolaryngology',
        'Neurotology',
        HEAD_AND_NECK,
        SLEEP,
      ],
    },
  },
  {
    value: 'pathology',
    label: 'American Board of Pathology',
    abbreviation: 'ABPath',
    specialties: {
      'Anatomic Pathology and Clinical Pathology': PATHOLOGY_SUBSPECIALTIES,
      'Anatomic Pathology': PATHOLOGY_SUBSPECIALTIES,
      'Clinical Pathology': PATHOLOGY_SUBSPECIALTIES,
    },
  },
  {
    value: 'pediatrics',
    label: 'American Board of Pediatrics',
    abbreviation: 'ABP',
    specialties: {
      Pediatrics: [
        'Adolescent Medicine',
        'Child Abuse Pediatrics',
        'Developmental-Behavioral Pediatrics',
        HOSPICE,
        'Medical Toxicology',
        'Neonatal-Perinatal Medicine',
        'Pediatric Cardiology',
        'Pediatric Critical Care Medicine',
        'Pediatric Emergency Medicine',
        'Pediatric Endocrinology',
        'Pediatric Gastroenterology',
        'Pediatric Hematology-Oncology',
        'Pediatric Hospital Medicine',
        'Pediatric Infectious Diseases',
        'Pediatric Nephrology',
        'Pediatric Pulmonology',
        'Pediatric Rheumatology',
        'Pediatric Transplant Hepatology',
        SLEEP,
        'Sports Medicine',
      ],
    },
  },
  {
    value: 'physical medicine',
    label: 'American Board of Physical Medicine and Rehabilitation',
    abbreviation: 'ABPMR',
    specialties: {
      'Physical Medicine and Rehabilitation': [
        BRAIN_INJURY,
        HOSPICE,
        NEUROMUSCULAR,
        PAIN,
        'Pediatric Rehabilitation Medicine',
        'Spinal Cord Injury Medicine',
        'Sports Medicine',
      ],
    },
  },
  {
    value: 'plastic surgery',
    label: 'American Board of Plastic Surgery',
    abbreviation: 'ABPS',
    specialties: { 'Plastic Surgery': [HEAD_AND_NECK, HAND] },
  },
  {
    value: 'preventive medicine',
    label: 'American Board of Preventive Medicine',
    abbreviation: 'ABPM',
    specialties: {
      'Aerospace Medicine': PREVENTIVE_SUBSPECIALTIES,
      'Occupational Medicine': PREVENTIVE_SUBSPECIALTIES,
      'Public Health and General Preventive Medicine': PREVENTIVE_SUBSPECIALTIES,
    },
  },
  {
    value: 'psychiatry/neurology',
    label: 'American Board of Psychiatry and Neurology',
    abbreviation: 'ABPN',
    specialties: {
      Psychiatry: [
        'Addiction Psychiatry',
        BRAIN_INJURY,
        'Child and Adolescent Psychiatry',
        'Consultation-Liaison Psychiatry',
        'Forensic Psychiatry',
        'Geriatric Psychiatry',
        HOSPICE,
        PAIN,
        SLEEP,
      ],
      Neurology: [
        BRAIN_INJURY,
        'Clinical Neurophysiology',
        'Epilepsy',
        HOSPICE,
        'Neurodevelopmental Disabilities',
        NEUROMUSCULAR,
        PAIN,
        SLEEP,
        'Vascular Neurology',
      ],
      'Neurology with Special Qualification in Child Neurology': [
        'Clinical Neurophysiology',
        'Epilepsy',
        HOSPICE,
        'Neurodevelopmental Disabilities',
        NEUROMUSCULAR,
        PAIN,
        SLEEP,
      ],
    },
  },
  {
    value: 'radiology',
    label: 'American Board of Radiology',
    abbreviation: 'ABR',
    specialties: {
      'Diagnostic Radiology': DIAGNOSTIC_RADIOLOGY_SUBSPECIALTIES,
      'Interventional Radiology and Diagnostic Radiology': DIAGNOSTIC_RADIOLOGY_SUBSPECIALTIES,
      'Medical Physics': [],
      'Radiation Oncology': [HOSPICE, PAIN],
    },
  },
  {
    value: 'surgery',
    label: 'American Board of Surgery',
    abbreviation: 'ABS',
    specialties: {
      Surgery: [
        'Complex General Surgical Oncology',
        HOSPICE,
        'Pediatric Surgery',
        HAND,
        'Surgical Critical Care',
      ],
      'Vascular Surgery': [],
    },
  },
  {
    value: 'thoracic surgery',
    label: 'American Board of Thoracic Surgery',
    abbreviation: 'ABTS',
    specialties: { 'Thoracic and Cardiac Surgery': ['Congenital Cardiac Surgery'] },
  },
  {
    value: 'urology',
    label: 'American Board of Urology',
    abbreviation: 'ABU',
    specialties: {
      Urology: ['Pediatric Urology', 'Urogynecology and Reconstructive Pelvic Surgery'],
    },
  },
] as const satisfies readonly BoardSource[];

export type CertificationBoard = (typeof BOARD_SOURCES)[number]['value'];
export const CertificationBoardSchema = z.enum(BOARD_SOURCES.map((board) => board.value));

export type BoardOption = { value: string; label: string };
export type BoardSpecialty = BoardOption & { board: CertificationBoard };
export type BoardSubspecialty = BoardOption & {
  parent_specialty: string;
  board: CertificationBoard;
};

const option = (label: string): BoardOption => ({ value: label.toLowerCase(), label });

/** The boards, alphabetical. */
export const CERTIFICATION_BOARDS: readonly (BoardOption & { abbreviation: string })[] =
  BOARD_SOURCES.map(({ value, label, abbreviation }) => ({ value, label, abbreviation }));

/** Every specialty certificate with its board. */
export const BOARD_SPECIALTIES: readonly BoardSpecialty[] = BOARD_SOURCES.flatMap((board) =>
  Object.keys(board.specialties).map((label) => ({ ...option(label), board: board.value })),
);

/**
 * The board subspecialty table: value, label, parent specialty and board. A subspecialty
 * several specialties lead to (sleep medicine) has one row per parent, so the pair of
 * parent_specialty and value is what is unique.
 */
export const BOARD_SUBSPECIALTIES: readonly BoardSubspecialty[] = BOARD_SOURCES.flatMap((board) =>
  Object.entries(board.specialties).flatMap(([specialty, subspecialties]) =>
    subspecialties.map((label: string) => ({
      ...option(label),
      parent_specialty: option(specialty).value,
      board: board.value,
    })),
  ),
);

/** The subspecialties a specialty leads to; empty for an unknown specialty. */
export function subspecialtiesOf(specialty: string): readonly BoardSubspecialty[] {
  return BOARD_SUBSPECIALTIES.filter((entry) => entry.parent_specialty === specialty);
}
