import { EMAIL_PATTERN } from './email';

test('one address only: no lists, names, brackets, spaces or control characters', () => {
  for (const email of [
    'x,evil@x.co',
    'a\u0085b@x.co',
    'a@b.co>',
    'Ana <ana@x.co>',
    'a@b.co, evil@x.co',
    '"a b"@x.co',
    'a@b.co\nBcc: evil@x.co',
    'a..b@x.co',
    'ana@x',
    'ñandú@x.co',
  ])
    expect([email, EMAIL_PATTERN.test(email)]).toEqual([email, false]);
});

test('ordinary addresses pass, with plus, apostrophe, hyphens and capitals', () => {
  for (const email of ['ana@clinica.com', "O'Brien+perros@Vet-Norte.com.ve", 'a.b-c_d@x.co.ve'])
    expect([email, EMAIL_PATTERN.test(email)]).toEqual([email, true]);
});
