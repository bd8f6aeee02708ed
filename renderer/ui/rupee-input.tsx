// An amount field in rupees (₹1,500, 2 lakh, 1.5 Cr...), parsed with the shared money rules into
// paisa; the parse error is shown in words. Empty means "no amount" when `allowEmpty`.
import { type FormEvent, useState } from 'react';
import { formatRupees, parseRupees } from '../../shared/money';

interface RupeeInputProps {
  id: string;
  label: string;
  valuePaisa: number | null;
  allowEmpty?: boolean;
  submitLabel: string;
  onSubmit: (paisa: number | null) => Promise<string | null>;
  testId: string;
}

export function RupeeInput({ id, label, valuePaisa, allowEmpty, submitLabel, onSubmit, testId }: RupeeInputProps) {
  const [draft, setDraft] = useState(valuePaisa === null ? '' : formatRupees(valuePaisa, { paise: 'auto' }));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    let paisa: number | null = null;
    if (draft.trim() !== '' || !allowEmpty) {
      const parsed = parseRupees(draft);
      if (!parsed.ok) {
        setProblem(parsed.error.message);
        return;
      }
      if (parsed.value < 0) {
        setProblem('The amount cannot be negative.');
        return;
      }
      paisa = parsed.value;
    }
    const failure = await onSubmit(paisa);
    setProblem(failure);
    setSaved(failure === null);
  };
  return (
    <form className="form rupee-input" onSubmit={submit} data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input
          id={id}
          inputMode="decimal"
          className="num"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          placeholder={allowEmpty ? 'No cap' : '₹0'}
        />
        <button type="submit" className="btn">
          {submitLabel}
        </button>
        {saved && <span className="muted small">Saved</span>}
      </div>
      {problem && (
        <div id={`${id}-problem`} className="field-error" role="alert">
          {problem}
        </div>
      )}
    </form>
  );
}
