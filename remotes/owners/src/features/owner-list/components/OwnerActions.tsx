// A row's actions (docs/product/owners.md#owner-list): ver, editar, eliminar. The accessible names carry
// the owner's name, so a screen reader (and a test) tells the rows apart. A role without owners.write
// gets «Ver» alone: the page's «Nuevo propietario» says why once, not on every row.
import { Button, Space, type ButtonProps } from 'antd';
import { LinkButton } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { useCan } from '@vet/shared-ui/permission';
import type { Owner } from '../../../api/types';

export function OwnerActions({
  owner,
  onDelete,
  size = 'small',
}: {
  owner: Owner;
  onDelete: (owner: Owner) => void;
  /** Cards on a phone use full-size buttons: easier to tap. */
  size?: ButtonProps['size'];
}) {
  const writes = useCan('owners.write');
  return (
    <Space size={size === 'small' ? 4 : 8} wrap>
      <LinkButton size={size} to={paths.owner(owner._id)} aria-label={`Ver ${owner.name}`}>
        Ver
      </LinkButton>
      {writes && (
        <>
          <LinkButton size={size} to={paths.editOwner(owner._id)} aria-label={`Editar ${owner.name}`}>
            Editar
          </LinkButton>
          <Button size={size} danger aria-label={`Eliminar ${owner.name}`} onClick={() => onDelete(owner)}>
            Eliminar
          </Button>
        </>
      )}
    </Space>
  );
}
