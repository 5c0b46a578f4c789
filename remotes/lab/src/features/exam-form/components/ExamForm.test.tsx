import { fireEvent, render, screen } from '@testing-library/react';
import { FormField } from '@vet/shared-ui/form';
import { ExamForm } from './ExamForm';

// Every field of the form renders through FormField: its calls count the form's re-renders.
jest.mock('@vet/shared-ui/form', () => {
  const actual = jest.requireActual<typeof import('@vet/shared-ui/form')>('@vet/shared-ui/form');
  return { ...actual, FormField: jest.fn(actual.FormField) };
});
const fieldRenders = jest.mocked(FormField);

test('a key press re-renders the counter only, not the rest of the form (issue #9)', () => {
  render(
    <ExamForm
      species="perro"
      submitting={false}
      onSubmit={jest.fn()}
      onCancel={jest.fn()}
      sound={{ click: jest.fn(), complete: jest.fn(), error: jest.fn() }}
    />,
  );
  fieldRenders.mockClear();
  fireEvent.click(screen.getByRole('tab', { name: 'Conteo Diferencial' }));
  // Switching tabs does re-render the form: the spy sees it.
  expect(fieldRenders).toHaveBeenCalled();

  fieldRenders.mockClear();
  fireEvent.keyDown(document.body, { key: '1' });
  fireEvent.keyDown(document.body, { key: '3' });
  fireEvent.keyDown(document.body, { key: 'Backspace' });
  expect(screen.getByTestId('counter-total')).toHaveTextContent('1');
  expect(fieldRenders).not.toHaveBeenCalled();
});
