import { formatPhone, telUrl, whatsAppUrl } from './phone';

test('every screen shows a phone with its dial code apart', () => {
  expect(formatPhone('+573001234567')).toBe('+57 3001234567');
  expect(formatPhone('+584141234567')).toBe('+58 4141234567');
  expect(formatPhone('+5939876543')).toBe('+593 9876543');
  expect(formatPhone('+1-8095551234')).toBe('+1-809 5551234');
  expect(formatPhone('+12025550123')).toBe('+1 2025550123');
});

test('a number without a known dial code is shown as stored; none shows nothing', () => {
  expect(formatPhone('04141234567')).toBe('04141234567');
  expect(formatPhone('')).toBe('');
  expect(formatPhone(undefined)).toBe('');
});

test('the call and WhatsApp links keep the digits only', () => {
  expect(telUrl('+584141234567')).toBe('tel:+584141234567');
  expect(telUrl('+1-8095551234')).toBe('tel:+18095551234');
  expect(telUrl('+58 414-123 4567')).toBe('tel:+584141234567');
  expect(telUrl('javascript:alert(1)')).toBe('tel:1');
  expect(whatsAppUrl('+573001234567')).toBe('https://wa.me/573001234567');
  expect(whatsAppUrl('+1-8095551234')).toBe('https://wa.me/18095551234');
});
