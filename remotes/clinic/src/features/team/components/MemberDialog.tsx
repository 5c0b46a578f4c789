// The confirmation before a member's action (docs/product/clinic.md#equipo): what will happen, to whom,
// and what follows from it. While the call runs the button shows it and the dialog cannot be dismissed.
import { Modal } from 'antd';
import { MSG } from '../../../messages';
import { memberName } from '../../../roles';
import type { MemberAction } from '../memberAction';

interface Wording {
  title: string;
  question: string;
  note: string;
  ok: string;
  busy: string;
  danger?: boolean;
}

function wording(action: MemberAction): Wording {
  const name = memberName(action.member);
  switch (action.kind) {
    case 'role':
      return {
        title: MSG.roleTitle,
        question: MSG.roleQuestion(name, action.member.role, action.role),
        note: MSG.roleNote,
        ok: 'Cambiar rol',
        busy: 'Cambiando...',
      };
    case 'deactivate':
      return {
        title: MSG.deactivateTitle,
        question: MSG.deactivateQuestion(name),
        note: MSG.deactivateNote,
        ok: 'Desactivar',
        busy: 'Desactivando...',
        danger: true,
      };
    case 'activate':
      return {
        title: MSG.activateTitle,
        question: MSG.activateQuestion(name),
        note: MSG.activateNote(action.member.role),
        ok: 'Reactivar',
        busy: 'Reactivando...',
      };
    case 'handOver':
      return {
        title: MSG.handOverTitle,
        question: MSG.handOverQuestion(name),
        note: MSG.handOverNote(name),
        ok: 'Traspasar',
        busy: 'Traspasando...',
        danger: true,
      };
  }
}

export function MemberDialog({
  open,
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  /** Kept after closing, so the words do not vanish during the closing animation. */
  action: MemberAction | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  if (!action) return null;
  const { title, question, note, ok, busy: busyLabel, danger } = wording(action);
  return (
    <Modal
      open={open}
      title={title}
      centered
      destroyOnHidden
      okText={busy ? busyLabel : ok}
      cancelText="Cancelar"
      okButtonProps={{ danger, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      mask={{ closable: !busy }}
      keyboard={!busy}
      onOk={onConfirm}
      onCancel={() => {
        if (!busy) onCancel();
      }}
    >
      <p>{question}</p>
      <p>{note}</p>
    </Modal>
  );
}
