// A wait with words: «Cargando mascota...» beside a spinner, announced as a status.
import { Spin } from 'antd';
import './page.css';

export function Loading({ label }: { label: string }) {
  return (
    <div className="vet-loading" role="status">
      <Spin />
      <span>{label}</span>
    </div>
  );
}
