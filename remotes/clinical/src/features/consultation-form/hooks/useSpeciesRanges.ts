// The normal ranges the form judges the vital signs against: the clinic's table for the pet's species.
// While the table loads (or when it could not be loaded) nothing is flagged; a species the clinic has no
// ranges for is said once the table is known.
import type { SpeciesVitalRanges } from '../../../api/types';
import { useGetVitalRangesQuery } from '../../../api/vitalRangesEndpoints';

export function useSpeciesRanges(species: string | undefined): {
  ranges: SpeciesVitalRanges | undefined;
  speciesWithoutRanges?: string;
} {
  const { data } = useGetVitalRangesQuery(undefined, { skip: !species });
  if (!species || !data) return { ranges: undefined };
  const ranges = data.ranges[species];
  const none = !ranges || Object.keys(ranges).length === 0;
  return none ? { ranges: undefined, speciesWithoutRanges: species } : { ranges };
}
