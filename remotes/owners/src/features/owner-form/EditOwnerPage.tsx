// /owners/{ownerId}/edit (docs/product/owners.md#edit-an-owner): the owner's data prefilled. A failed load
// goes to /404; after saving, back one page. Nothing changed: an info toast and no call, as for pets.
// The save sends the version the form was loaded with; a stale one shows StaleRecordAlert and keeps
// what the vet typed until they reload.
import { useEffect, useState } from 'react';
import { Button, Card } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { applyServerErrors, errorMessage, errorStatus, toast } from '@vet/shared-ui';
import { Loading, PageHeader } from '@vet/shared-ui/page';
import { StaleRecordAlert } from '@vet/shared-ui/staleRecord';
import { useStaleRecord } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import { useGetOwnerQuery, useUpdateOwnerMutation } from '../../api/ownersEndpoints';
import type { Owner } from '../../api/types';
import { OwnersPage } from '../../components/OwnersPage';
import { MSG } from '../../messages';
import { OwnerForm } from './components/OwnerForm';
import { OWNER_FIELDS, editOwnerSchema, type OwnerFormValues } from './ownerSchema';

const toForm = (owner: Owner): OwnerFormValues => ({
  name: owner.name,
  contact: owner.contact,
  email: owner.email ?? '',
  address: owner.address ?? '',
  remindersOptOut: owner.remindersOptOut ?? false,
});

const unchanged = (a: OwnerFormValues, b: OwnerFormValues) =>
  OWNER_FIELDS.every((field) => a[field] === b[field]);

export default function EditOwnerPage() {
  const { ownerId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  // Always asks the server again (the owner may have changed or gone since it was cached), and
  // trusts only an answer to a request made after this screen opened.
  const [openedAt] = useState(() => Date.now());
  const {
    data: owner,
    error,
    isFetching,
    refetch,
    startedTimeStamp = 0,
    fulfilledTimeStamp = 0,
  } = useGetOwnerQuery(ownerId, {
    refetchOnMountOrArgChange: true,
  });
  const fresh = !!owner && fulfilledTimeStamp >= openedAt;
  const [updateOwner, { isLoading: saving }] = useUpdateOwnerMutation();
  const stale = useStaleRecord();

  // A failed load goes to /404. A failure that is not a 404 also says why, before leaving.
  const failed = !!error && !isFetching && startedTimeStamp >= openedAt;
  useEffect(() => {
    if (!failed) return;
    if (errorStatus(error) !== 404) toast.error(errorMessage(error, MSG.fallbackError));
    navigate(paths.notFound, { replace: true });
  }, [failed, error, navigate]);

  // "Back one page"; opened straight from a link or a new tab there is no page before: the detail.
  const goBack = () =>
    location.key === 'default' ? navigate(paths.owner(ownerId), { replace: true }) : navigate(-1);

  return (
    <OwnersPage narrow>
      <PageHeader title={MSG.editTitle} back={{ to: paths.owner(ownerId), label: MSG.ownerBack }} />
      <Card>
        {!owner || !fresh ? (
          <Loading label={MSG.loadingOwner} />
        ) : (
          <>
            {stale.stale && <StaleRecordAlert refetch={refetch} onReloaded={stale.reloaded} />}
            <OwnerForm
              // A fresh record or a reload starts the form over from the record.
              key={`${owner.version}:${stale.formKey}`}
              schema={editOwnerSchema}
              defaultValues={toForm(owner)}
              submitLabel="Guardar cambios"
              savingLabel="Guardando..."
              saving={saving}
              cancel={<Button onClick={goBack}>Cancelar</Button>}
              onSubmit={async (values, setError) => {
                if (unchanged(values, toForm(owner))) {
                  toast.info(MSG.nothingChanged);
                  return;
                }
                try {
                  const answer = await updateOwner({
                    id: owner._id,
                    version: owner.version,
                    ...values,
                  }).unwrap();
                  toast.success(answer.msg || MSG.updated);
                  goBack();
                } catch (failure) {
                  if (stale.caught(failure)) return;
                  applyServerErrors(failure, OWNER_FIELDS, setError);
                  toast.error(errorMessage(failure, MSG.fallbackError));
                }
              }}
            />
          </>
        )}
      </Card>
    </OwnersPage>
  );
}
