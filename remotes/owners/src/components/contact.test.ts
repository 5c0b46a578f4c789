import { mailtoUrl } from './contact';

test('the e-mail link carries the address only: no headers or markup smuggled in', () => {
  expect(mailtoUrl('rosa@clinica.test')).toBe('mailto:rosa@clinica.test');
  expect(mailtoUrl('a@b.co?cc=x@y.co&body=hola')).toBe('mailto:a@b.co%3Fcc%3Dx@y.co%26body%3Dhola');
  expect(mailtoUrl('x"><svg/onload=alert(1)>@a.co')).toBe('mailto:x%22%3E%3Csvg%2Fonload%3Dalert(1)%3E@a.co');
});
