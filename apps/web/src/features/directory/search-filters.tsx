import { Button, Collapse, NumberInput, Select, TextInput } from '@mantine/core';
import {
  DIRECTORY_LOOKAHEAD_DAYS,
  DIRECTORY_SPECIALTIES,
  type DirectorySpecialty,
} from '@orchid/contracts/directory';
import { GENDER_IDENTITY_OPTIONS } from '@orchid/contracts/member-options';
import { INSURANCE_PAYERS } from '@orchid/contracts/professional-options/insurance-payers';
import {
  CLIENT_ISSUES,
  LANGUAGES,
  TREATMENT_APPROACHES,
} from '@orchid/contracts/professional-options/practice';
import { US_STATES, type UsState } from '@orchid/contracts/us-states';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import classes from './directory.module.css';
import { type DirectoryFilters, type FilterName, withFilter } from './directory-filters';

type SearchFiltersProps = {
  filters: DirectoryFilters;
  onChange: (filters: DirectoryFilters) => void;
};

const formats = [
  { value: 'telehealth', label: 'Telehealth (video)' },
  { value: 'in-person', label: 'In person' },
];
const withinDays = [3, 7, 14, 30, DIRECTORY_LOOKAHEAD_DAYS].map((days) => ({
  value: String(days),
  label: `Within ${days} days`,
}));

/** The filters shown behind "More filters": open from the start when one of them is set. */
const MORE: FilterName[] = [
  'insurance',
  'language',
  'issue',
  'approach',
  'format',
  'max_price',
  'gender_identity',
  'available_within_days',
];

/**
 * The search's filters. A choice applies at once (a new address, so Back undoes it); the
 * words apply when searched, so typing does not fill the history.
 */
export function SearchFilters({ filters, onChange }: SearchFiltersProps) {
  const [words, setWords] = useState(filters.q ?? '');
  const [moreOpen, setMoreOpen] = useState(() => MORE.some((name) => filters[name] !== undefined));
  // Back and forward change the address, and the box shows its words.
  useEffect(() => setWords(filters.q ?? ''), [filters.q]);

  const set = <N extends FilterName>(name: N, value: DirectoryFilters[N] | undefined) =>
    onChange(withFilter(filters, name, value));
  const choice = <N extends FilterName>(name: N, label: string, data: SelectData) => (
    <Select
      size="md"
      label={label}
      placeholder="Any"
      data={data}
      value={filters[name] === undefined ? null : String(filters[name])}
      onChange={(value) => set(name, (value ?? undefined) as DirectoryFilters[N])}
      clearable
      searchable={data.length > 8}
      nothingFoundMessage="Nothing matches"
      comboboxProps={{ withinPortal: true }}
    />
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', words.trim() || undefined);
  };

  return (
    <search aria-label="Find a professional">
      <form onSubmit={search}>
        <div className={classes.filters}>
          <TextInput
            label="Name, issue or approach"
            placeholder="e.g. anxiety, CBT, Okafor"
            value={words}
            onChange={(event) => setWords(event.currentTarget.value)}
            maxLength={100}
          />
          <Select
            size="md"
            label="State"
            placeholder="Any state"
            data={US_STATES.map((state) => ({ value: state.value, label: state.label }))}
            value={filters.state ?? null}
            onChange={(value) => set('state', (value ?? undefined) as UsState | undefined)}
            clearable
            searchable
            nothingFoundMessage="No such state"
          />
          <Select
            size="md"
            label="Specialty"
            placeholder="Any"
            data={DIRECTORY_SPECIALTIES.filter((s) => s.value !== 'professional').map((s) => ({
              value: s.value,
              label: s.label,
            }))}
            value={filters.specialty === 'professional' ? null : (filters.specialty ?? null)}
            onChange={(value) =>
              set('specialty', (value ?? undefined) as DirectorySpecialty | undefined)
            }
            clearable
          />
          <Button type="submit" leftSection={<IconSearch size={18} aria-hidden="true" />}>
            Search
          </Button>
        </div>
        <Button
          variant="subtle"
          mt="xs"
          px={0}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          aria-expanded={moreOpen}
          aria-controls="directory-more-filters"
          onClick={() => setMoreOpen((open) => !open)}
        >
          {moreOpen ? 'Fewer filters' : 'More filters'}
        </Button>
        <Collapse expanded={moreOpen}>
          <div id="directory-more-filters" className={classes.moreFilters}>
            {choice('insurance', 'Insurance', [...INSURANCE_PAYERS])}
            {choice('language', 'Language', [...LANGUAGES])}
            {choice('issue', 'Issue', [...CLIENT_ISSUES])}
            {choice('approach', 'Approach', [...TREATMENT_APPROACHES])}
            {choice('format', 'Session format', formats)}
            <NumberInput
              size="md"
              label="Most you want to pay (USD)"
              placeholder="Any price"
              min={0}
              max={100_000}
              allowDecimal={false}
              prefix="$"
              value={filters.max_price ?? ''}
              onBlur={(event) => {
                const price = Number(event.currentTarget.value.replace(/\D/g, ''));
                const next = event.currentTarget.value.trim() === '' ? undefined : price;
                if (next !== filters.max_price) set('max_price', next);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') event.currentTarget.blur();
              }}
            />
            {choice('gender_identity', "Professional's gender identity", [
              ...GENDER_IDENTITY_OPTIONS,
            ])}
            {choice('available_within_days', 'Free to meet', withinDays)}
          </div>
        </Collapse>
      </form>
    </search>
  );
}

type SelectData = (string | { value: string; label: string })[];
