// «Activo» or «Inactivo»: whether the member may work in the clinic.
import { Tag } from 'antd';
import { MSG } from '../../../messages';

export function MemberStatus({ active }: { active: boolean }) {
  return (
    <Tag className="clinic-member-status" color={active ? 'green' : 'default'}>
      {active ? MSG.active : MSG.inactive}
    </Tag>
  );
}
