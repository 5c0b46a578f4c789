import { formatContact, telUrl, whatsAppUrl } from './contact';

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
