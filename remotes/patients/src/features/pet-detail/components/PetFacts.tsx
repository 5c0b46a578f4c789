// The pet's data on its detail (docs/product/pets.md#pet-detail): species, sex, age, birth date, and what
// was recorded of weight, breed and vets.
import { Descriptions } from 'antd';
import { formatDate, formatNumber, formatPetAge } from '@vet/shared-ui';
import type { Patient } from '../../../api/types';
import { SpeciesIcon } from '@vet/shared-ui/icons';

/** "Macho" shows the male symbol; anything else reads as Hembra. */
export function sexLabel(sex: string): string {
  return sex === 'Macho' ? '♂ Macho' : '♀ Hembra';
}

export function PetFacts({ patient }: { patient: Patient }) {
  const age = formatPetAge(patient.birthDate);
  const items = [
    {
      key: 'species',
      label: 'Especie',
      children: (
        <span className="patients-detail__species">
          <SpeciesIcon species={patient.species} /> {patient.species}
        </span>
      ),
    },
    { key: 'sex', label: 'Sexo', children: sexLabel(patient.sex) },
    { key: 'age', label: 'Edad', children: age || '—' },
    { key: 'birthDate', label: 'Fecha de nacimiento', children: formatDate(patient.birthDate) || '—' },
  ];
  if (patient.weight !== null && patient.weight !== undefined) {
    items.push({ key: 'weight', label: 'Peso', children: `${formatNumber(patient.weight)} kg` });
  }
  if (patient.breed) items.push({ key: 'breed', label: 'Raza', children: patient.breed });
  if (patient.mainVet) items.push({ key: 'mainVet', label: 'Médico tratante', children: patient.mainVet });
  if (patient.referringVet) {
    items.push({ key: 'referringVet', label: 'Veterinario referente', children: patient.referringVet });
  }
  return <Descriptions column={{ xs: 1, sm: 2 }} size="small" items={items} />;
}
