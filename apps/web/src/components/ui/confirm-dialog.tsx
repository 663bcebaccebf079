import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';

// A yes/no question in a native modal <dialog>: the browser keeps focus inside, Escape cancels and
// focus goes back to the button that asked. `await confirm(text)` resolves true on the yes button.

type Question = { text: string; yes: string; resolve: (yes: boolean) => void };

export function useConfirm(): [ReactNode, (text: string, yes?: string) => Promise<boolean>] {
  const [question, setQuestion] = useState<Question | null>(null);
  const confirm = useCallback(
    (text: string, yes = 'Yes, delete') =>
      new Promise<boolean>((resolve) => setQuestion({ text, yes, resolve })),
    [],
  );
  const dialog = question && (
    <ConfirmDialog
      question={question}
      onAnswer={(yes) => {
        question.resolve(yes);
        setQuestion(null);
      }}
    />
  );
  return [dialog, confirm];
}

function ConfirmDialog({
  question,
  onAnswer,
}: {
  question: Question;
  onAnswer: (yes: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const textId = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape (onCancel) is the keyboard's way out.
    <dialog
      ref={ref}
      aria-labelledby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      // A tap on the dimmed backdrop (the dialog element itself, outside its inner box) cancels.
      onClick={(event) => event.target === event.currentTarget && onAnswer(false)}
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <div className="p-6">
        <p id={textId} className="text-lg font-bold">
          {question.text}
        </p>
        <p className="mt-1 text-sm text-muted">This cannot be undone.</p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" autoFocus onClick={() => onAnswer(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => onAnswer(true)}>
            {question.yes}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
