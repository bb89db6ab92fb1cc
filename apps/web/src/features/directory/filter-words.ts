import type { DirectoryFilters, FilterName } from './directory-filters';
import { specialtyLabel, stateName } from './directory-words';

/** A filter that is set, in words for the button that removes it: 'Language: Spanish'. */
export function filterInWords(name: FilterName, filters: DirectoryFilters): string {
  const value = filters[name];
  switch (name) {
    case 'state':
      return `State: ${filters.state ? stateName(filters.state) : ''}`;
    case 'specialty':
      return `Specialty: ${filters.specialty ? specialtyLabel(filters.specialty) : ''}`;
    case 'q':
      return `“${value}”`;
    case 'format':
      return value === 'in-person' ? 'Format: in person' : 'Format: telehealth';
    case 'max_price':
      return `Price up to $${value}`;
    case 'available_within_days':
      return `Free within ${value} days`;
    case 'gender_identity':
      return `Gender identity: ${value}`;
    default:
      return `${name[0]?.toUpperCase()}${name.slice(1)}: ${value}`;
  }
}
