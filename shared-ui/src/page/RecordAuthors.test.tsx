// The line under a record's title: who created it and who last changed it, and, for whoever reads the
// clinic's activity, the way to that record's entries.
import { screen } from '@testing-library/react';
import { renderWithStore } from '../../testing/renderWithStore';
import { memberSession } from '../../testing/session';
import { RecordAuthors, recordAuthorsText, type AuthoredRecord } from './RecordAuthors';

afterEach(() => localStorage.clear());

// Tests run in America/Caracas (UTC-4): the update at 02:30 UTC on the 14th was the 13th there.
const edited: AuthoredRecord = {
  _id: 'o 1/2',
  createdBy: 'Ana Pérez',
  updatedBy: 'Carla Ruiz',
  createdAt: '2026-03-12T15:00:00.000Z',
  updatedAt: '2026-03-14T02:30:00.000Z',
};

describe('its words', () => {
  it('names both people, each with the day, dd/mm/aaaa', () => {
    expect(recordAuthorsText(edited)).toBe(
      'Creado por Ana Pérez el 12/03/2026 · Modificado por Carla Ruiz el 13/03/2026',
    );
  });

  it('leaves out a half nobody is on record for', () => {
    expect(recordAuthorsText({ ...edited, createdBy: '' })).toBe('Modificado por Carla Ruiz el 13/03/2026');
    expect(recordAuthorsText({ ...edited, updatedBy: '' })).toBe('Creado por Ana Pérez el 12/03/2026');
    expect(recordAuthorsText({ ...edited, createdBy: '', updatedBy: '' })).toBe('');
  });

  it('says only who created a record its author never edited', () => {
    const fresh = { ...edited, updatedBy: 'Ana Pérez', updatedAt: edited.createdAt };
    expect(recordAuthorsText(fresh)).toBe('Creado por Ana Pérez el 12/03/2026');
  });

  it('names the author twice once they edited it', () => {
    expect(recordAuthorsText({ ...edited, updatedBy: 'Ana Pérez' })).toBe(
      'Creado por Ana Pérez el 12/03/2026 · Modificado por Ana Pérez el 13/03/2026',
    );
  });

  it('names the people without a day when the record carries none, and none from an older API', () => {
    expect(recordAuthorsText({ _id: 'e1', createdBy: 'Ana Pérez', updatedBy: 'Carla Ruiz' })).toBe(
      'Creado por Ana Pérez · Modificado por Carla Ruiz',
    );
    expect(recordAuthorsText({ _id: 'e1' })).toBe('');
  });
});

test('the administrator also gets «Ver actividad», that record on «Actividad»', () => {
  renderWithStore(<RecordAuthors record={edited} />, { session: memberSession('admin') });
  const link = screen.getByRole('link', { name: 'Ver actividad' });
  expect(link).toHaveAttribute('href', '/clinic/activity?record=o+1%2F2');
  expect(link.closest('p')).toHaveTextContent(
    'Creado por Ana Pérez el 12/03/2026 · Modificado por Carla Ruiz el 13/03/2026 · Ver actividad',
  );
});

test('another role reads the line without the link', () => {
  renderWithStore(<RecordAuthors record={edited} />, { session: memberSession('vet') });
  expect(
    screen.getByText('Creado por Ana Pérez el 12/03/2026 · Modificado por Carla Ruiz el 13/03/2026'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('nobody on record: nothing for another role, the link alone for the administrator', () => {
  const unknown = { ...edited, createdBy: '', updatedBy: '' };
  const { container, unmount } = renderWithStore(<RecordAuthors record={unknown} />, {
    session: memberSession('assistant'),
  });
  expect(container.querySelector('.vet-record-authors')).toBeNull();
  unmount();
  renderWithStore(<RecordAuthors record={unknown} />, { session: memberSession('admin') });
  expect(screen.getByRole('link', { name: 'Ver actividad' }).closest('p')).toHaveTextContent(
    /^Ver actividad$/,
  );
});
