// The owner on the pet's detail: name, phone, e-mail if any, and the way to their page.
import { Card, Typography } from 'antd';
import { LinkButton, formatPhone, telUrl } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { ownerOf, type Patient } from '../../../api/types';
import { MSG } from '../../../messages';
import { mailtoUrl } from './contactLinks';

export function OwnerCard({ patient }: { patient: Patient }) {
  const owner = ownerOf(patient);
  return (
    <Card title="Propietario" size="small" className="patients-detail__owner">
      {owner ? (
        <>
          <Typography.Paragraph strong style={{ marginBottom: 8 }}>
            {owner.name}
          </Typography.Paragraph>
          <dl className="patients-detail__contact">
            <dt>Teléfono</dt>
            <dd>{owner.contact ? <a href={telUrl(owner.contact)}>{formatPhone(owner.contact)}</a> : '—'}</dd>
            {owner.email && (
              <>
                <dt>E-mail</dt>
                <dd>
                  <a href={mailtoUrl(owner.email)}>{owner.email}</a>
                </dd>
              </>
            )}
          </dl>
          <LinkButton to={paths.owner(owner._id)} size="small">
            Ver propietario
          </LinkButton>
        </>
      ) : (
        <Typography.Text type="secondary">{MSG.noOwner}</Typography.Text>
      )}
    </Card>
  );
}
