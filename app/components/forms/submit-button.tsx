// A form's submit button, which says it is busy while the form is being sent.
interface Props {
  busy: boolean;
  label: string;
  busyLabel: string;
  className: string;
}

export function SubmitButton({ busy, label, busyLabel, className }: Props) {
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy ? busyLabel : label}
    </button>
  );
}
