import { PREVENTIVES } from './documentFixtures';
import { whatsAppLink, whatsAppMessage, type WhatsAppFacts } from './whatsAppMessage';

const facts = (overrides: Partial<WhatsAppFacts> = {}): WhatsAppFacts => ({
  kind: 'certificate',
  owner: 'José Gómez',
  pet: 'Luna',
  clinic: 'Clínica Los Andes',
  hasEmail: true,
  status: PREVENTIVES.status,
  ...overrides,
});

test('the card’s message: who sends what, the doses due and the next one, and how the PDF arrives', () => {
  expect(whatsAppMessage(facts())).toBe(
    'Hola José Gómez, le compartimos el carnet de vacunación de Luna de Clínica Los Andes. ' +
      'Dosis vencidas: Antirrábica (desde el 10/03/2026). ' +
      'Próxima dosis: Desparasitante interno, el 01/04/2026. ' +
      'El documento en PDF se lo enviamos a su correo electrónico; también puede pedirlo impreso en la clínica.',
  );
});

test('without an e-mail the PDF is handed at the clinic; nothing due, nothing said of doses', () => {
  expect(whatsAppMessage(facts({ hasEmail: false, status: [] }))).toBe(
    'Hola José Gómez, le compartimos el carnet de vacunación de Luna de Clínica Los Andes. ' +
      'Puede retirar el documento impreso en la clínica.',
  );
});

test('the summary’s message names the summary and says nothing of doses', () => {
  expect(whatsAppMessage(facts({ kind: 'summary' }))).toBe(
    'Hola José Gómez, le compartimos el resumen clínico de Luna de Clínica Los Andes. ' +
      'El documento en PDF se lo enviamos a su correo electrónico; también puede pedirlo impreso en la clínica.',
  );
});

test('the link opens WhatsApp on the owner’s number, digits only, with the message encoded', () => {
  const link = new URL(whatsAppLink('+1-8095551234', facts({ kind: 'summary', hasEmail: false })));
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/18095551234');
  expect(link.searchParams.get('text')).toBe(
    'Hola José Gómez, le compartimos el resumen clínico de Luna de Clínica Los Andes. ' +
      'Puede retirar el documento impreso en la clínica.',
  );
});
