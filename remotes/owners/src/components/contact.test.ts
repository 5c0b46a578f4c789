import { formatContact, mailtoUrl, telUrl, whatsAppUrl } from './contact';

test('WhatsApp and phone links use the digits of the international number', () => {
  expect(whatsAppUrl('+573001234567')).toBe('https://wa.me/573001234567');
  expect(whatsAppUrl('+1-8095551234')).toBe('https://wa.me/18095551234');
  expect(telUrl('+584141234567')).toBe('tel:+584141234567');
});

test('the dial code is shown apart from the number', () => {
  expect(formatContact('+573001234567')).toBe('+57 3001234567');
  expect(formatContact('+1-8095551234')).toBe('+1-809 5551234');
  expect(formatContact('04141234567')).toBe('04141234567');
});

test('the e-mail link carries the address only: no headers or markup smuggled in', () => {
  expect(mailtoUrl('rosa@clinica.test')).toBe('mailto:rosa@clinica.test');
  expect(mailtoUrl('a@b.co?cc=x@y.co&body=hola')).toBe('mailto:a@b.co%3Fcc%3Dx@y.co%26body%3Dhola');
  expect(mailtoUrl('x"><svg/onload=alert(1)>@a.co')).toBe('mailto:x%22%3E%3Csvg%2Fonload%3Dalert(1)%3E@a.co');
});
