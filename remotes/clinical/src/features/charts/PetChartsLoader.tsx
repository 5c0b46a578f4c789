// «Gráficas» as the pet's history shows it: the drawing code, a chunk of its own (docs/product/clinical.md
// #charts), is asked for when the history's code runs, and the section says «Cargando gráficas...» until
// it is there. Held in state, not React.lazy: a lazy section that suspended the history's first render
// held that render back (React shows a new fallback no sooner than 300 ms after the last one, and when the
// chunk came meanwhile it rendered the whole page again), so the timeline's first rows waited for two
// renders of the page (issue 26's bench). A chunk that fails to load fails the render, as a lazy one does.
import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from '@vet/shared-ui/page';
import { MSG } from '../../messages';

interface PetChartsProps {
  patientId: string;
  species: string;
}

let drawing: ComponentType<PetChartsProps> | undefined;
const drawingCode = import('./PetCharts').then((module) => (drawing = module.default));
drawingCode.catch(() => {}); // the section reports it (below): not an unhandled rejection here

export function PetChartsLoader(props: PetChartsProps) {
  const [Charts, setCharts] = useState(() => drawing);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (Charts) return;
    let current = true;
    drawingCode.then(
      (loaded) => current && setCharts(() => loaded),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [Charts]);
  if (failure) throw failure;
  return Charts ? <Charts {...props} /> : <Loading label={MSG.chartsLoading} />;
}
