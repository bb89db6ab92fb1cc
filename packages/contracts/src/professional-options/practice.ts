import { z } from 'zod';

// The practice side of a professional profile (accounts-and-access §3 "Option lists for
// professional profiles"): languages, business structure, organization type, the issues a
// professional treats and how. Free-text lists are stored as the words shown.

/** Languages a professional offers sessions in: the most spoken in the US, and ASL. */
export const LANGUAGES = [
  'English',
  'Spanish',
  'Mandarin',
  'Cantonese',
  'Tagalog',
  'Vietnamese',
  'Arabic',
  'French',
  'Korean',
  'Russian',
  'German',
  'Haitian Creole',
  'Hindi',
  'Portuguese',
  'Italian',
  'Polish',
  'Urdu',
  'Japanese',
  'Persian (Farsi)',
  'Gujarati',
  'Bengali',
  'Punjabi',
  'Telugu',
  'Tamil',
  'Greek',
  'Hebrew',
  'Armenian',
  'Ukrainian',
  'Turkish',
  'Somali',
  'Amharic',
  'Hmong',
  'American Sign Language (ASL)',
] as const;
export const LanguageSchema = z.enum(LANGUAGES);

/** Values are the spec's words. */
export const BUSINESS_STRUCTURES = [
  { value: 'sole proprietor', label: 'Sole Proprietor' },
  { value: 'llc', label: 'LLC' },
  { value: 'pllc', label: 'PLLC' },
  { value: 'c-corporation', label: 'C Corporation' },
  { value: 's-corporation', label: 'S Corporation' },
] as const;
export const BusinessStructureSchema = z.enum(BUSINESS_STRUCTURES.map((option) => option.value));

/** Values are the spec's words. */
export const ORGANIZATION_TYPES = [
  { value: 'group practice', label: 'Group Practice' },
  { value: 'non-profit', label: 'Non-Profit' },
  { value: 'hospital', label: 'Hospital' },
  { value: 'other', label: 'Other' },
] as const;
export const OrganizationTypeSchema = z.enum(ORGANIZATION_TYPES.map((option) => option.value));

/** Issues clients bring, for the profile and the directory filter. */
export const CLIENT_ISSUES = [
  'Addiction',
  'ADHD',
  'Adoption',
  'Alcohol Use',
  'Anger Management',
  'Anxiety',
  'Autism Spectrum',
  'Bipolar Disorder',
  'Body Image',
  'Borderline Personality Disorder',
  'Burnout',
  'Career and Work Stress',
  'Child and Adolescent Issues',
  'Chronic Illness',
  'Chronic Pain',
  'Codependency',
  'Cultural and Racial Identity',
  'Depression',
  'Divorce and Separation',
  'Domestic Violence',
  'Eating Disorders',
  'Family Conflict',
  'Gender Identity',
  'Grief and Loss',
  'Immigration and Acculturation',
  'Infertility',
  'Intergenerational Trauma',
  'LGBTQ+ Issues',
  'Life Transitions',
  'Loneliness',
  'Obsessive-Compulsive Disorder (OCD)',
  'Panic Disorder',
  'Parenting',
  'Perinatal and Postpartum Mental Health',
  'Personality Disorders',
  'Phobias',
  'Psychosis',
  'Relationship Issues',
  'Schizophrenia',
  'Self-Esteem',
  'Self-Harm',
  'Sexual Abuse',
  'Sexual Health',
  'Sleep and Insomnia',
  'Social Anxiety',
  'Stress',
  'Substance Use',
  'Suicidal Ideation',
  'Trauma and PTSD',
] as const;
export const ClientIssueSchema = z.enum(CLIENT_ISSUES);

/** Therapy approaches and modalities, for the profile and the directory filter. */
export const TREATMENT_APPROACHES = [
  'Acceptance and Commitment Therapy (ACT)',
  'Attachment-Based Therapy',
  'Behavioral Activation',
  'Cognitive Behavioral Therapy (CBT)',
  'Cognitive Processing Therapy (CPT)',
  'Compassion-Focused Therapy',
  'Dialectical Behavior Therapy (DBT)',
  'Emotionally Focused Therapy (EFT)',
  'Existential Therapy',
  'Exposure and Response Prevention (ERP)',
  'Eye Movement Desensitization and Reprocessing (EMDR)',
  'Family Systems Therapy',
  'Gestalt Therapy',
  'Gottman Method',
  'Internal Family Systems (IFS)',
  'Interpersonal Psychotherapy (IPT)',
  'Medication Management',
  'Mindfulness-Based Cognitive Therapy (MBCT)',
  'Mindfulness-Based Stress Reduction (MBSR)',
  'Motivational Interviewing',
  'Narrative Therapy',
  'Parent-Child Interaction Therapy (PCIT)',
  'Person-Centered Therapy',
  'Play Therapy',
  'Prolonged Exposure Therapy',
  'Psychodynamic Therapy',
  'Psychoanalytic Therapy',
  'Schema Therapy',
  'Solution-Focused Brief Therapy (SFBT)',
  'Somatic Experiencing',
  'Strength-Based Therapy',
  'Trauma-Focused CBT (TF-CBT)',
] as const;
export const TreatmentApproachSchema = z.enum(TREATMENT_APPROACHES);
