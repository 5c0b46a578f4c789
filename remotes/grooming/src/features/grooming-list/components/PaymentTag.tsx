// One colour per payment type, so the desk sees at a glance how the day was paid. Transferencia is
// never accepted by the API, but older records may carry it.
import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  Efectivo: 'green',
  'Pago Movil': 'blue',
  Zelle: 'purple',
  Otro: 'default',
  Transferencia: 'cyan',
};

export function PaymentTag({ type }: { type: string }) {
  return (
    <Tag className="grooming-payment" color={COLORS[type] ?? 'default'}>
      {type}
    </Tag>
  );
}
