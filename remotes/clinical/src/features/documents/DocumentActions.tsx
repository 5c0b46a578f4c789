// «Documentos» on the pet's history (docs/product/clinical.md#documents): for the clinical summary and
// the vaccination card, «… (PDF)» downloads it, «Enviar por WhatsApp» opens WhatsApp with a message to
// the owner's number, «Enviar por correo» mails the PDF to the owner (disabled, with why, when the owner
// has no e-mail). The PDF code and jspdf load with the first document asked for. Each document's mail
// carries its attempt's key: a click after no answer (or a server error) is the same attempt, which the
// API answers without mailing again; after the answer or a refusal the next click is a new mail.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { errorMessage, toast, useCurrentUser } from '@vet/shared-ui';
import { DisabledAction } from '@vet/shared-ui/permission';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { useGetPreventivesQuery } from '../../api/preventiveEndpoints';
import { Section } from '../../components/Section';
import { useMailDocumentMutation } from './api/documentEndpoints';
import type { BuiltDocument } from './buildDocument';
import type { DocumentKind, DocumentPet } from './documentSources';
import { DOC } from './documentText';
import { useDocumentSources } from './useDocumentSources';
import { whatsAppLink } from './whatsAppMessage';
import './documents.css';

const KINDS: DocumentKind[] = ['summary', 'certificate'];
type Action = 'download' | 'mail';

export function DocumentActions({ pet }: { pet: DocumentPet }) {
  const { user } = useCurrentUser();
  // The page reads the same list, which the history's route asks for: one request, one cache.
  const preventives = useGetPreventivesQuery(pet._id, { refetchOnMountOrArgChange: false });
  const load = useDocumentSources(pet);
  const [mail] = useMailDocumentMutation();
  // One per document: both mails share the URL, so one key for both would answer the card with the
  // summary's stored answer.
  const submissions = { summary: useSubmissionKey(), certificate: useSubmissionKey() };
  const [busy, setBusy] = useState<`${DocumentKind}-${Action}` | null>(null);
  const contact = pet.owner?.contact ?? '';
  const email = pet.owner?.email ?? '';

  const run = async (kind: DocumentKind, action: Action) => {
    setBusy(`${kind}-${action}`);
    let built: BuiltDocument;
    try {
      const [{ buildDocument }, sources] = await Promise.all([import('./buildDocument'), load()]);
      built = await buildDocument(kind, sources);
    } catch (failure) {
      toast.error(errorMessage(failure, DOC.failed(kind)));
      setBusy(null);
      return;
    }
    const submission = submissions[kind];
    try {
      if (action === 'download') built.save();
      else {
        const answer = await mail({
          patientId: pet._id,
          document: kind,
          file: built.blob,
          fileName: built.fileName,
          submissionKey: submission.key,
        }).unwrap();
        submission.renew();
        toast.success(answer.msg);
      }
    } catch (failure) {
      if (action === 'mail') submission.refused(failure);
      toast.error(errorMessage(failure, DOC.mailFailed));
    } finally {
      setBusy(null);
    }
  };

  const whatsApp = (kind: DocumentKind) =>
    whatsAppLink(contact, {
      kind,
      owner: pet.owner?.name ?? '',
      pet: pet.name,
      clinic: user?.clinic?.name ?? '',
      hasEmail: !!email,
      status: preventives.data?.status ?? [],
    });

  return (
    <Section title={DOC.sectionTitle}>
      <p className="clinical-muted clinical-documents__intro">{DOC.intro}</p>
      <div className="clinical-documents">
        {KINDS.map((kind) => (
          <div key={kind} role="group" aria-label={DOC.title[kind]} className="clinical-documents__row">
            <span className="clinical-documents__name">{DOC.title[kind]}</span>
            <Space wrap>
              <Button onClick={() => void run(kind, 'download')} loading={busy === `${kind}-download`}>
                {DOC.download(kind)}
              </Button>
              {contact ? (
                <Button href={whatsApp(kind)} target="_blank" rel="noopener noreferrer">
                  {DOC.sendWhatsApp}
                </Button>
              ) : (
                <DisabledAction reason={DOC.noContact}>{DOC.sendWhatsApp}</DisabledAction>
              )}
              {email ? (
                <Button
                  onClick={() => void submissions[kind].once(() => run(kind, 'mail'))}
                  loading={busy === `${kind}-mail`}
                >
                  {DOC.sendMail}
                </Button>
              ) : (
                <DisabledAction reason={DOC.noEmail}>{DOC.sendMail}</DisabledAction>
              )}
            </Space>
          </div>
        ))}
      </div>
    </Section>
  );
}
