// The vet's reference ranges as the API answers them (the defaults until the vet saves their own,
// docs/product/lab.md#default-reference-ranges).
// Undefined while loading or if they cannot be read: the exam is then shown without a reference.
import { useGetReferenceRangesQuery } from '../../../api/referenceRangesEndpoints';
import type { ReferenceRanges } from '../../../api/types';

export function useVetRanges(): ReferenceRanges | undefined {
  return useGetReferenceRangesQuery().data?.ranges;
}
