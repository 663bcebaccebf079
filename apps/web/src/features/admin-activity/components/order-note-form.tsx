import { ORDER_NOTE_MAX } from '@adepa/contract/activity';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAddOrderNote } from '../api/activity-api';

/** A private note on an order for the other staff ("called her: deliver after 4"). */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddOrderNote(orderId);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setError('Write a note');
      return;
    }
    add.mutate(note, {
      onSuccess: () => {
        setNote('');
        setError(undefined);
        toast.success('Note added');
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError ? (failure.fields.note ?? failure.message) : undefined,
        ),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-2">
      <TextareaField
        label="Note for the staff"
        rows={2}
        value={note}
        max={ORDER_NOTE_MAX}
        maxLength={ORDER_NOTE_MAX}
        error={error}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={add.isPending}
        className="justify-self-start"
      >
        {add.isPending ? 'Adding…' : 'Add note'}
      </Button>
    </form>
  );
}
