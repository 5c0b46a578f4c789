// A row's actions (docs/product/owners.md#owner-list): ver, editar, eliminar. The accessible names carry
// the owner's name, so a screen reader (and a test) tells the rows apart.
import { Button, Space, type ButtonProps } from 'antd';
import { LinkButton } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
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
  return (
    <Space size={size === 'small' ? 4 : 8} wrap>
      <LinkButton size={size} to={paths.owner(owner._id)} aria-label={`Ver ${owner.name}`}>
        Ver
      </LinkButton>
      <LinkButton size={size} to={paths.editOwner(owner._id)} aria-label={`Editar ${owner.name}`}>
        Editar
      </LinkButton>
      <Button size={size} danger aria-label={`Eliminar ${owner.name}`} onClick={() => onDelete(owner)}>
        Eliminar
      </Button>
    </Space>
  );
}
