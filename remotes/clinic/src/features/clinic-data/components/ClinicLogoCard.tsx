// «Logo» on «Clínica» (docs/product/clinic.md#clinica): the clinic's logo as its PDF reports print it.
// The administrator uploads one («Subir logo»: JPG, PNG or WEBP, the server checks it and says why not)
// or removes it («Quitar logo»); the session is looked up again, since the reports read `hasLogo` from
// it. Every other role sees it only.
import { useState, type ChangeEvent } from 'react';
import { Button, Card } from 'antd';
import { useDispatch } from 'react-redux';
import { errorMessage, refreshSession, toast } from '@vet/shared-ui';
import { MSG } from '../../../messages';
import { useRemoveLogoMutation, useUploadLogoMutation } from '../api/logoEndpoints';
import { useClinicLogo } from '../hooks/useClinicLogo';

const LOGO_ACCEPT = 'image/jpeg,image/png,image/webp';

export function ClinicLogoCard({ hasLogo, manages }: { hasLogo: boolean; manages: boolean }) {
  const dispatch = useDispatch();
  const [revision, setRevision] = useState(0);
  const logo = useClinicLogo(hasLogo, revision);
  const [upload, { isLoading: uploading }] = useUploadLogoMutation();
  const [remove, { isLoading: removing }] = useRemoveLogoMutation();
  const busy = uploading || removing;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must send it again.
    event.target.value = '';
    if (!file) return;
    const body = new FormData();
    body.append('logo', file, file.name);
    try {
      const answer = await upload(body).unwrap();
      toast.success(answer.msg || MSG.logoSaved);
      setRevision((n) => n + 1);
      dispatch(refreshSession());
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.logoSaveFailed));
    }
  };

  const clear = async () => {
    try {
      const answer = await remove().unwrap();
      toast.success(answer.msg || MSG.logoRemoved);
      dispatch(refreshSession());
    } catch (failure) {
      toast.error(errorMessage(failure, MSG.logoRemoveFailed));
    }
  };

  const picture = {
    none: <p className="clinic-logo__note">{MSG.noLogo}</p>,
    loading: <p className="clinic-logo__note">{MSG.loadingLogo}</p>,
    failed: <p className="clinic-logo__note">{MSG.logoFailed}</p>,
    ready: logo.url && <img className="clinic-logo__image" src={logo.url} alt="Logo de la clínica" />,
  }[logo.status];

  return (
    <Card title={MSG.logoTitle} className="clinic-logo">
      <div className="clinic-logo__frame">{picture}</div>
      {manages && (
        <div className="clinic-logo__controls">
          <input
            id="clinic-logo-file"
            className="clinic-logo__input"
            type="file"
            accept={LOGO_ACCEPT}
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
          <label htmlFor="clinic-logo-file" className="clinic-logo__button" aria-disabled={busy}>
            {uploading ? 'Subiendo...' : 'Subir logo'}
          </label>
          {hasLogo && (
            <Button danger onClick={() => void clear()} loading={removing} disabled={uploading}>
              {removing ? 'Quitando...' : 'Quitar logo'}
            </Button>
          )}
          <p className="clinic-logo__hint">{MSG.logoHint}</p>
        </div>
      )}
    </Card>
  );
}
