import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { usePractice } from './practice-context';
import { useClients } from './schedule-queries';

type ClientPickerProps = Omit<SelectProps, 'data' | 'onChange' | 'value'> & {
  value: string;
  onChange: (patientUserId: string) => void;
};

type Option = { value: string; label: string };

/**
 * One of the practice's clients, found by name: the first page of clients at once, and the
 * server asked as a name is typed (each word in one of the client's names).
 */
export function ClientPicker({ value, onChange, ...props }: ClientPickerProps) {
  const practice = usePractice();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Option>();
  const [typed] = useDebouncedValue(search, 250);
  // Once a client is chosen the field shows their name: nothing new to look for.
  const clients = useClients(practice, chosen && typed === chosen.label ? '' : typed);
  const options: Option[] = (clients.data ?? []).map((client) => ({
    value: client.patient_user_id,
    label: `${client.preferred_first_name || client.first_name} ${client.last_name}`,
  }));
  if (chosen && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);

  return (
    <Select
      searchable
      size="md"
      nothingFoundMessage={clients.isFetching ? 'Looking…' : 'No client with this name'}
      placeholder={clients.isPending ? 'Loading your clients…' : 'Type a name'}
      {...props}
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(patientUserId, option) => {
        setChosen(option ?? undefined);
        onChange(patientUserId ?? '');
      }}
    />
  );
}
