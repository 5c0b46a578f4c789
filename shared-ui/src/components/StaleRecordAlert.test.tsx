import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaleRecordAlert } from './StaleRecordAlert';
import { isStaleWrite } from '../submission/staleWrite';

it('says the record changed and, on «Recargar», refetches and hands over the fresh record', async () => {
  const fresh = { version: 3 };
  const refetch = jest.fn(() => ({ unwrap: () => Promise.resolve(fresh) }));
  const onReloaded = jest.fn();
  render(<StaleRecordAlert refetch={refetch} onReloaded={onReloaded} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Este registro cambió mientras lo editabas');
  expect(refetch).not.toHaveBeenCalled();
  await userEvent.click(screen.getByText('Recargar'));
  await waitFor(() => expect(onReloaded).toHaveBeenCalledWith(fresh));
  expect(refetch).toHaveBeenCalledTimes(1);
});

it('a failed reload keeps the alert and hands over nothing', async () => {
  const onReloaded = jest.fn();
  render(
    <StaleRecordAlert
      refetch={() => ({ unwrap: () => Promise.reject({ status: 'FETCH_ERROR' }) })}
      onReloaded={onReloaded}
    />,
  );
  await userEvent.click(screen.getByText('Recargar'));
  await waitFor(() =>
    expect(screen.getByText('Recargar').closest('button')).not.toHaveClass('ant-btn-loading'),
  );
  expect(onReloaded).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toBeInTheDocument();
});

it('recognises only the stale-record 409', () => {
  expect(isStaleWrite({ status: 409, data: { msg: 'Este registro cambió mientras lo editabas' } })).toBe(
    true,
  );
  expect(
    isStaleWrite({ status: 409, data: { msg: 'Esta clave de envío ya se usó en otra solicitud' } }),
  ).toBe(false);
  expect(isStaleWrite({ status: 400, data: { msg: 'Este registro cambió mientras lo editabas' } })).toBe(
    false,
  );
  expect(isStaleWrite(undefined)).toBe(false);
});
