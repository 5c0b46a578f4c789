import { act, renderHook } from '@testing-library/react';
import { newSubmissionKey, useSubmissionKey, withSubmissionKey } from './submissionKey';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('makes a new UUID each time, within the API key rule', () => {
  const first = newSubmissionKey();
  expect(first).toMatch(UUID);
  expect(first).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  expect(newSubmissionKey()).not.toBe(first);
});

it('sends the key as the Idempotency-Key header, keeping the request', () => {
  expect(withSubmissionKey('k-12345678', { url: '/owners', method: 'POST', body: { a: 1 } })).toEqual({
    url: '/owners',
    method: 'POST',
    body: { a: 1 },
    headers: { 'Idempotency-Key': 'k-12345678' },
  });
});

it('keeps the key for a retry and after success; renews it after a refusal, or when asked', () => {
  const { result } = renderHook(() => useSubmissionKey());
  const first = result.current.key;
  // No answer (network) or a server error: the retry is the same submission.
  act(() => result.current.refused({ status: 'FETCH_ERROR', error: 'TypeError' }));
  act(() => result.current.refused({ status: 503, data: { msg: 'x' } }));
  expect(result.current.key).toBe(first);
  // Refused what was sent: the corrected form is a new submission.
  act(() => result.current.refused({ status: 400, data: { msg: 'Datos inválidos' } }));
  const second = result.current.key;
  expect(second).not.toBe(first);
  act(() => result.current.renew());
  expect(result.current.key).not.toBe(second);
  // A new form, a new key.
  expect(renderHook(() => useSubmissionKey()).result.current.key).not.toBe(result.current.key);
});

it('sends once while an answer is awaited (the second click of a double click), again after it', async () => {
  const { result } = renderHook(() => useSubmissionKey());
  let answer: () => void = () => undefined;
  const send = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
  let first: Promise<void> = Promise.resolve();
  await act(async () => {
    first = result.current.once(send);
    await result.current.once(send);
  });
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => {
    answer();
    await first;
  });
  await act(async () => {
    const again = result.current.once(send);
    answer();
    await again;
  });
  expect(send).toHaveBeenCalledTimes(2);
});
