// The vet's reference ranges; SPEC's defaults while they load or if they cannot be read, so the
// exam is always shown with some highlighting.
import { useGetReferenceRangesQuery } from '../../api/labApi';
import { DEFAULT_RANGES, type ReferenceRanges } from './referenceRanges';

export function useVetRanges(): ReferenceRanges {
  const { data } = useGetReferenceRangesQuery();
  return data?.ranges ?? DEFAULT_RANGES;
}
