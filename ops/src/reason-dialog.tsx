import { Button, Text } from '@casino/ui/core';
import { TextArea } from '@casino/ui/forms';
import { Modal } from '@casino/ui/overlays';
import { useState } from 'react';

/** A rejection, a freeze: asks why (3 to 500 characters, as the API checks) before it is sent. */
export function ReasonDialog<Subject>({
  subject,
  title,
  explanation,
  reasonLabel,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  /** What is being rejected; null keeps the dialog closed. */
  subject: Subject | null;
  title: (subject: Subject) => string;
  explanation?: string;
  reasonLabel: string;
  confirmLabel: string;
  onConfirm: (subject: Subject, reason: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={subject !== null}
      title={subject === null ? '' : title(subject)}
      onClose={onCancel}
      footer={
        <Button
          variant="danger"
          disabled={reason.trim().length < 3}
          onClick={async () => {
            if (subject === null) return;
            await onConfirm(subject, reason.trim());
            setReason('');
          }}
        >
          {confirmLabel}
        </Button>
      }
    >
      {explanation ? <Text>{explanation}</Text> : null}
      <TextArea
        label={reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={500}
      />
    </Modal>
  );
}
