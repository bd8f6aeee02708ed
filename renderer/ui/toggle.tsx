// A row of buttons of which one is pressed: standalone / consolidated, rupees / lakh / crore.
export interface ToggleOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export function Toggle<T extends string>({ label, value, options, onChange, testId }: { label: string; value: T; options: Array<ToggleOption<T>>; onChange: (v: T) => void; testId: string }) {
  return (
    <fieldset className="toggle" data-testid={testId}>
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button key={o.value} type="button" className="btn" aria-pressed={o.value === value} disabled={o.disabled} onClick={() => onChange(o.value)} data-testid={`${testId}-${o.value}`}>
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
