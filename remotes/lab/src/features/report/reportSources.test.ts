import { signerOf } from './reportSources';

test('the signer as the exam’s detail names them: null when nobody is on record, undefined when not said', () => {
  expect(signerOf({ signedBy: { name: 'M.V. Ana Pérez', cmv: '1234' } })).toEqual({
    name: 'M.V. Ana Pérez',
    cmv: '1234',
  });
  expect(signerOf({ signedBy: null })).toBeNull();
  expect(signerOf({ signedBy: { cmv: '1234' } })).toBeNull();
  expect(signerOf({ _id: 'e1' })).toBeUndefined();
  expect(signerOf(null)).toBeUndefined();
});
