import { render, screen, within } from '@testing-library/react';
import { setupUser } from '@vet/shared-ui/testing/setupUser';
import { BarChart, labelLines, niceTicks } from './BarChart';

const props = {
  title: 'Citas por período',
  categoryTitle: 'Período',
  categories: [
    { key: 'a', label: 'Semana del 01/11/2026' },
    { key: 'b', label: 'Semana del 08/11/2026' },
    { key: 'c', label: 'Semana del 15/11/2026' },
  ],
  series: [
    { key: 'attended', label: 'Atendidas' },
    { key: 'noShow', label: 'No asistió' },
  ],
  values: [
    [4, 1],
    [1234, 0],
    [0, 2],
  ],
  format: (n: number) => `${n.toLocaleString('es-ES')} citas`,
};

test('one tab stop named by its title; the arrow keys move from bar to bar and read the one reached', async () => {
  const user = setupUser();
  render(<BarChart {...props} />);
  const chart = screen.getByRole('group', { name: 'Citas por período' });
  expect(chart).toHaveAccessibleDescription(/3 barras\. Usa las flechas/);
  await user.tab();
  expect(chart).toHaveFocus();
  const readout = screen.getByTestId('bar-readout');
  expect(readout).toHaveTextContent('Semana del 01/11/2026. Atendidas: 4 citas, No asistió: 1 citas');
  await user.keyboard('{ArrowRight}');
  expect(readout).toHaveTextContent('Semana del 08/11/2026. Atendidas: 1234 citas, No asistió: 0 citas');
  await user.keyboard('{End}');
  expect(readout).toHaveTextContent('Semana del 15/11/2026');
  await user.keyboard('{ArrowRight}');
  expect(readout).toHaveTextContent('Semana del 15/11/2026');
  await user.keyboard('{Home}{ArrowLeft}');
  expect(readout).toHaveTextContent('Semana del 01/11/2026');
  // Still one stop: the next Tab leaves the chart for «Ver tabla».
  await user.tab();
  expect(screen.getByRole('button', { name: 'Ver tabla' })).toHaveFocus();
});

test('the legend names every series in words, in the Okabe–Ito colours', () => {
  render(<BarChart {...props} />);
  const legend = screen.getByRole('list');
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Atendidas', 'No asistió']);
});

test('«Ver tabla» lists every figure the bars draw, «Ver gráfica» brings the bars back', async () => {
  const user = setupUser();
  render(<BarChart {...props} />);
  await user.click(screen.getByRole('button', { name: 'Ver tabla' }));
  const rows = screen
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
  expect(rows).toEqual([
    ['Período', 'Atendidas', 'No asistió'],
    ['Semana del 01/11/2026', '4 citas', '1 citas'],
    ['Semana del 08/11/2026', '1234 citas', '0 citas'],
    ['Semana del 15/11/2026', '0 citas', '2 citas'],
  ]);
  await user.click(screen.getByRole('button', { name: 'Ver gráfica' }));
  expect(screen.getByRole('group', { name: 'Citas por período' })).toBeInTheDocument();
});

test('a period without figures says so instead of empty bars', () => {
  render(
    <BarChart
      {...props}
      values={[
        [0, 0],
        [0, 0],
        [0, 0],
      ]}
    />,
  );
  expect(screen.getByRole('figure', { name: 'Citas por período' })).toHaveTextContent(
    'No hay datos en este período',
  );
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});

test('the value axis ends on a round figure at or above the largest bar', () => {
  expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500, 2000]);
  expect(niceTicks(3)).toEqual([0, 1, 2, 3, 4]);
  expect(niceTicks(0)).toEqual([0, 1]);
});

test('a label too long for its bar takes two lines, cut with «…» beyond', () => {
  expect(labelLines('Corte', 100)).toEqual(['Corte']);
  expect(labelLines('Sin fecha de nacimiento', 70)).toEqual(['Sin fecha', 'de nacimie…']);
  expect(labelLines('11 años o más', 70)).toEqual(['11 años o', 'más']);
});

test('a series that names its colour is drawn and keyed in it; the others take the palette in order', () => {
  const { container } = render(
    <BarChart {...props} series={[props.series[0], { ...props.series[1], color: '#D55E00' }]} />,
  );
  const swatches = [...container.querySelectorAll<HTMLElement>('.reports-chart__swatch')];
  expect(swatches.map((s) => s.style.background)).toEqual(['rgb(0, 114, 178)', 'rgb(213, 94, 0)']);
  const fills = [...container.querySelectorAll('[data-testid="bar-group"]')][0].querySelectorAll(
    'rect[fill]',
  );
  expect([...fills].map((r) => r.getAttribute('fill'))).toEqual(['#0072B2', '#D55E00']);
});
