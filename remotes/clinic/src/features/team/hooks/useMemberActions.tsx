// A member's actions (docs/product/clinic.md#equipo): asked for from a row, confirmed in MemberDialog,
// then sent with the member's version. The server's message is the toast, a refusal's too. After
// handing the administration over the caller is a Veterinario: the session is looked up again and the
// screen goes to «Clínica», which they may still read.
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage, refreshSession, toast } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { MSG } from '../../../messages';
import {
  useActivateMemberMutation,
  useChangeRoleMutation,
  useDeactivateMemberMutation,
  useHandOverMutation,
} from '../../../api/membersEndpoints';
import { MemberDialog } from '../components/MemberDialog';
import type { MemberAction } from '../memberAction';

export function useMemberActions() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [changeRole, role] = useChangeRoleMutation();
  const [deactivate, deactivation] = useDeactivateMemberMutation();
  const [activate, activation] = useActivateMemberMutation();
  const [handOver, handing] = useHandOverMutation();
  const busy = role.isLoading || deactivation.isLoading || activation.isLoading || handing.isLoading;
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<MemberAction | null>(null);

  // Stable, so the table's columns are not rebuilt on every render.
  const ask = useCallback((next: MemberAction) => {
    setAction(next);
    setOpen(true);
  }, []);

  const send = (asked: MemberAction) => {
    const target = { id: asked.member._id, version: asked.member.version };
    switch (asked.kind) {
      case 'role':
        return changeRole({ ...target, role: asked.role });
      case 'deactivate':
        return deactivate(target);
      case 'activate':
        return activate(target);
      case 'handOver':
        return handOver(target);
    }
  };

  const confirm = async () => {
    if (!action) return;
    try {
      const answer = await send(action).unwrap();
      toast.success(answer.msg);
      setOpen(false);
      if (action.kind === 'handOver') {
        dispatch(refreshSession());
        navigate(paths.clinic);
      }
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.actionFailed));
      setOpen(false);
    }
  };

  const dialog = (
    <MemberDialog
      open={open}
      action={action}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setOpen(false)}
    />
  );
  return { ask, dialog };
}
