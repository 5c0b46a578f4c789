// «Gráficas» as the pet's history shows it: the drawing code, a chunk of its own (docs/product/clinical.md
// #charts), is asked for when the history's code runs, and the section says «Cargando gráficas...» until
// it is there and the page has drawn the rest (issue 26's bench):
// - Held in state, not React.lazy: a lazy section that suspended the history's first render held that
//   render back (React shows a new fallback no sooner than 300 ms after the last one, and when the chunk
//   came meanwhile it rendered the whole page again), so the timeline's first rows waited for two renders.
// - Drawn, and its data asked for, once the browser is idle after the page's first render: asked for with
//   that render, the answers came while the page was still laying out and wiring up its hundred-odd
//   buttons (about 0.4 s at CPU ÷4), and waited for it before they were drawn.
// A chunk that fails to load fails the render, as a lazy one does.
import { useEffect, useState, type ComponentType } from 'react';
import { Loading } from '@vet/shared-ui/page';
import { Section } from '../../components/Section';
import { MSG } from '../../messages';

interface PetChartsProps {
  patientId: string;
  species: string;
}

const drawingCode = import('./PetCharts').then((module) => module.default);
drawingCode.catch(() => {}); // the section reports it (below): not an unhandled rejection here

/** Runs `task` when the browser is next idle (within 2 s); returns how to call it off. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}

export function PetChartsLoader(props: PetChartsProps) {
  const [Charts, setCharts] = useState<ComponentType<PetChartsProps>>();
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    let current = true;
    let cancel = () => {};
    drawingCode.then(
      (loaded) => {
        if (current) cancel = whenIdle(() => setCharts(() => loaded));
      },
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
      cancel();
    };
  }, []);
  if (failure) throw failure;
  return (
    <Section title={MSG.chartsTitle} region>
      {Charts ? <Charts {...props} /> : <Loading label={MSG.chartsLoading} />}
    </Section>
  );
}
