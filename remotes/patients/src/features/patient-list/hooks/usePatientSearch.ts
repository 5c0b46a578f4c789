// The /patients search: by name, species or owner name, ignoring case and accents. Each pet's
// search text is normalised once per list, and the query is deferred, so that typing stays
// smooth with thousands of pets.
import { useDeferredValue, useMemo } from 'react';
import { containsAllWords, normalizeSearchText, searchWords } from '@vet/shared-ui';
import { ownerOf, type Patient } from '../../patients/api/types';
import { speciesNames } from '../../patients/speciesIcon';

export function searchTextOf(patient: Patient): string {
  return normalizeSearchText(
    [patient.name, patient.species, speciesNames(patient.species), ownerOf(patient)?.name].join(' '),
  );
}

export function usePatientSearch(patients: readonly Patient[], query: string) {
  const index = useMemo(
    () => patients.map((patient) => ({ patient, text: searchTextOf(patient) })),
    [patients],
  );
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => {
    const words = searchWords(deferredQuery);
    if (words.length === 0) return patients;
    return index.filter((entry) => containsAllWords(entry.text, words)).map((entry) => entry.patient);
  }, [index, patients, deferredQuery]);
  return { results, searching: searchWords(deferredQuery).length > 0, stale: deferredQuery !== query };
}
