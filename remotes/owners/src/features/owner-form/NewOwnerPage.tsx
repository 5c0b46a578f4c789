// /owners/new (docs/product/owners.md#new-owner): cancel returns to /owners; success shows the server's
// message and opens the new owner's detail.
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LinkButton, applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { PageHeader } from '@vet/shared-ui/page';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { paths } from '@vet/shared-ui/contract';
import { useCreateOwnerMutation } from '../../api/ownersEndpoints';
import { OwnersPage } from '../../components/OwnersPage';
import { MSG } from '../../messages';
import { OwnerForm } from './components/OwnerForm';
import { EMPTY_OWNER, OWNER_FIELDS, createOwnerSchema } from './ownerSchema';

export default function NewOwnerPage() {
  const navigate = useNavigate();
  const [createOwner, { isLoading }] = useCreateOwnerMutation();
  // One key per submission: a double click or a retry after a lost answer creates one owner.
  const submission = useSubmissionKey();

  return (
    <OwnersPage narrow>
      <PageHeader title={MSG.newTitle} back={{ to: paths.owners, label: MSG.listTitle }} />
      <Card>
        <OwnerForm
          schema={createOwnerSchema}
          defaultValues={EMPTY_OWNER}
          submitLabel="Registrar propietario"
          savingLabel="Registrando..."
          saving={isLoading}
          cancel={<LinkButton to={paths.owners}>Cancelar</LinkButton>}
          onSubmit={(values, setError) =>
            submission.once(async () => {
              try {
                const answer = await createOwner({ ...values, submissionKey: submission.key }).unwrap();
                toast.success(answer.msg || MSG.created);
                navigate(paths.owner(answer.owner._id));
              } catch (error) {
                submission.refused(error);
                applyServerErrors(error, OWNER_FIELDS, setError);
                toast.error(errorMessage(error, MSG.fallbackError));
              }
            })
          }
        />
      </Card>
    </OwnersPage>
  );
}
