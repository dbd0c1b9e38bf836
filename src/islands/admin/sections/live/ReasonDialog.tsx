// Rejecting or removing a dedication needs a reason: its sender sees it.
import { useState } from 'react';
import { REASON_MAX } from '../../../../lib/live.ts';
import { FormDialog, TextAreaField } from '../../kit/index.ts';

export function ReasonDialog({
  action,
  name,
  onCancel,
  onConfirm,
}: {
  action: 'reject' | 'remove';
  name: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verb = action === 'reject' ? 'Reject' : 'Remove';
  return (
    <FormDialog
      title={`${verb} the dedication for ${name}`}
      submitLabel={verb}
      busy={busy}
      error={error}
      onCancel={onCancel}
      onSubmit={() => {
        if (!reason.trim()) {
          setError('Write a reason: the person who sent it will read it.');
          return;
        }
        setBusy(true);
        void onConfirm(reason.trim()).finally(() => setBusy(false));
      }}
    >
      <TextAreaField
        id="dedication-reason"
        label="Reason"
        hint="Shown to the person who sent the dedication."
        value={reason}
        maxLength={REASON_MAX}
        onChange={setReason}
      />
    </FormDialog>
  );
}
