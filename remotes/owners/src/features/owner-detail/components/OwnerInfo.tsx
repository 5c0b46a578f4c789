// The owner's contact card: phone (call and WhatsApp), e-mail, address, how reminders reach them
// (by e-mail when they have one, else by WhatsApp from Notificaciones, or not at all), registered and
// updated.
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { formatDateTime, formatPhone, telUrl, whatsAppUrl } from '@vet/shared-ui';
import type { Owner } from '../../../api/types';
import { mailtoUrl } from '../../../components/contact';
import { MSG } from '../../../messages';

export function OwnerInfo({ owner }: { owner: Owner }) {
  const items: DescriptionsProps['items'] = [
    {
      key: 'contact',
      label: 'Teléfono',
      children: (
        <span className="owners-detail__phone">
          <a href={telUrl(owner.contact)}>{formatPhone(owner.contact)}</a>
          <a href={whatsAppUrl(owner.contact)} target="_blank" rel="noopener noreferrer">
            Escribir por WhatsApp
          </a>
        </span>
      ),
    },
    {
      key: 'email',
      label: 'Email',
      children: owner.email ? (
        <a className="owners-detail__value" href={mailtoUrl(owner.email)}>
          {owner.email}
        </a>
      ) : (
        MSG.noEmail
      ),
    },
    {
      key: 'address',
      label: 'Dirección',
      children: <span className="owners-detail__value">{owner.address || MSG.noAddress}</span>,
    },
    {
      key: 'reminders',
      label: 'Recordatorios',
      children: owner.remindersOptOut
        ? MSG.remindersOff
        : owner.email
          ? MSG.remindersByEmail
          : MSG.remindersByWhatsApp,
    },
    { key: 'createdAt', label: 'Registrado', children: formatDateTime(owner.createdAt) },
    { key: 'updatedAt', label: 'Actualizado', children: formatDateTime(owner.updatedAt) },
  ];
  return (
    <Card title={MSG.contactTitle}>
      <Descriptions column={1} items={items} />
    </Card>
  );
}
