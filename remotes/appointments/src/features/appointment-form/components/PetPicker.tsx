// «Mascota»: a search among the clinic's pets by the pet's or the owner's name, asked of the server once
// typing pauses; each choice says the pet and its owner. The chosen pet stays named even when the search
// no longer lists it. A failed search says so with the server's reason and «Reintentar», as the product's
// lists do: in the open list, and under the field once it is closed (where the keyboard reaches it).
import { useMemo, useState, type ComponentProps } from 'react';
import { Button, Select } from 'antd';
import { errorMessage, useDebouncedValue } from '@vet/shared-ui';
import type { PatientChoice } from '../../../api/types';
import { MSG } from '../../../messages';
import { useSearchPatientsQuery } from '../api/patientSearchEndpoints';

export const petLabel = (pet: Pick<PatientChoice, 'name' | 'owner'>) => {
  const owner = pet.owner && typeof pet.owner === 'object' ? pet.owner.name : '';
  return owner ? `${pet.name} — ${owner}` : pet.name;
};

export function PetPicker({
  id,
  value,
  onChange,
  onBlur,
  status,
  ref,
  'aria-describedby': describedBy,
  chosen,
  suggested,
}: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  status?: 'error';
  /** The form's field ref (a refused submit focuses the search) and the field's description. */
  ref?: ComponentProps<typeof Select>['ref'];
  'aria-describedby'?: string;
  /** The pet already chosen (a prefilled form), to name it before any search. */
  chosen?: { _id: string; label: string };
  /** Pets offered before any search (the owner's, from «Programar Cita» on an owner). */
  suggested?: PatientChoice[];
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text);
  const { data, error, isFetching, refetch } = useSearchPatientsQuery({ q, page: 1, limit: 10 });
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ _id: string; label: string } | undefined>(undefined);
  // A failed search lists nothing: not the last search's pets, which would answer other words.
  const failed = Boolean(error) && !isFetching;
  const options = useMemo(() => {
    const listed = q === '' && suggested?.length ? suggested : failed ? [] : (data?.items ?? []);
    const found = listed.map((pet) => ({ value: pet._id, label: petLabel(pet) }));
    for (const known of [picked, chosen]) {
      if (known && known._id === value && !found.some((option) => option.value === known._id)) {
        found.unshift({ value: known._id, label: known.label });
      }
    }
    return found;
  }, [data, failed, picked, chosen, value, q, suggested]);

  const failure = error && (
    <span className="appointments-pet-search__error">
      <span>{`${MSG.petsFailed}. ${errorMessage(error, '')}`.trim()}</span>
      {/* Pressed in the open list, the search field keeps the focus and the list stays open. */}
      <Button
        size="small"
        type="link"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => void refetch()}
        loading={isFetching}
      >
        Reintentar
      </Button>
    </span>
  );

  return (
    <>
      <Select
        id={id}
        ref={ref}
        aria-describedby={describedBy}
        showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
        value={value || undefined}
        onChange={(next: string) => {
          const option = options.find((item) => item.value === next);
          setPicked(option ? { _id: option.value, label: option.label } : undefined);
          setText('');
          onChange(next);
        }}
        onBlur={onBlur}
        open={open}
        onOpenChange={setOpen}
        status={status}
        options={options}
        loading={isFetching}
        placeholder={MSG.searchPets}
        notFoundContent={failed ? failure : isFetching ? MSG.searchingPets : MSG.noPets}
        virtual={false}
      />
      {failure && !open && (
        <div role="alert" className="appointments-pet-search__below">
          {failure}
        </div>
      )}
    </>
  );
}
