// «Agregar nota de seguimiento»: one text, required and at most 4000 characters (the server's rules and
// words), sent once per submission; the form empties and stays for the next note.
import { useId, useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { applyServerErrors, errorMessage, toast } from '@vet/shared-ui';
import { useSubmissionKey } from '@vet/shared-ui/submission';
import { MSG } from '../../../messages';
import { useAddAddendumMutation } from '../api/consultationDetailEndpoints';

const MAX = 4000;

function ruleOf(text: string): string | null {
  if (!text.trim()) return MSG.addendumRequired;
  if (text.trim().length > MAX) return MSG.max(MAX);
  return null;
}

export function AddendumForm({ consultationId }: { consultationId: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, { isLoading }] = useAddAddendumMutation();
  const submission = useSubmissionKey();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = ruleOf(text);
    setError(broken);
    if (broken) return;
    void submission.once(async () => {
      try {
        const answer = await add({
          id: consultationId,
          text: text.trim(),
          submissionKey: submission.key,
        }).unwrap();
        toast.success(answer.msg || MSG.addendumAdded);
        setText('');
        // The next note is another submission.
        submission.renew();
      } catch (failure) {
        submission.refused(failure);
        applyServerErrors(failure, ['text'], (_field, { message }) => setError(message ?? null));
        toast.error(errorMessage(failure, MSG.unexpected));
      }
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="clinical-addendum-form">
      <label htmlFor={`${id}-text`} className="clinical-addendum-form__label">
        Nota de seguimiento
      </label>
      <Input.TextArea
        id={`${id}-text`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        rows={3}
        maxLength={MAX}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <div id={`${id}-error`} className="clinical-error" role="alert">
          {error}
        </div>
      )}
      <div>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {MSG.addAddendum}
        </Button>
      </div>
    </form>
  );
}
