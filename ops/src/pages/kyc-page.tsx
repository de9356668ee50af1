import { Badge, Button, Card, Notice, showToast, Text } from '@casino/ui/core';
import { useState } from 'react';
import { consoleCall } from '../console-api';
import { ReasonDialog } from '../reason-dialog';
import { useLoad } from '../use-load';

interface Submission {
  id: number;
  playerId: number;
  nickname: string;
  idType: string;
  idNumber: string;
  frontFileId: number;
  backFileId: number | null;
  selfieFileId: number;
  submittedAt: string;
}

const fileUrl = (id: number) => `/api/operator/v1/files/${id}`;

/** Identity submissions waiting for review, oldest first, with their pictures. */
export function KycPage() {
  const waiting = useLoad<{ list: Submission[] }>('/kyc?status=submitted');
  const [rejecting, setRejecting] = useState<Submission | null>(null);
  const decide = async (submission: Submission, verdict: 'approve' | 'reject', why?: string) => {
    try {
      await consoleCall('POST', `/kyc/${submission.id}/${verdict}`, why ? { reason: why } : {});
      showToast({
        message: `${submission.nickname}: identity ${verdict === 'approve' ? 'approved' : 'rejected'}`,
        tone: 'success',
      });
      await waiting.reload();
    } catch (error) {
      showToast({ message: (error as Error).message, tone: 'danger' });
    }
  };
  return (
    <>
      <h1 className="console-title">KYC reviews</h1>
      {waiting.error ? <Notice tone="danger">{waiting.error}</Notice> : null}
      {waiting.data?.list.length === 0 ? (
        <Text tone="muted">No submission is waiting. Well done.</Text>
      ) : null}
      <div className="console-cards">
        {waiting.data?.list.map((submission) => (
          <Card
            as="article"
            key={submission.id}
            aria-label={`Submission ${submission.id} of ${submission.nickname}`}
          >
            <div className="console-row">
              <Text weight="bold">
                {submission.nickname} (player {submission.playerId})
              </Text>
              <Badge tone="neutral">{submission.idType}</Badge>
              <Text className="console-code">{submission.idNumber}</Text>
              <Text tone="muted" size="sm">
                Sent {new Date(submission.submittedAt).toLocaleString()}
              </Text>
            </div>
            <div className="console-images">
              <img src={fileUrl(submission.frontFileId)} alt={`Front of ${submission.nickname}'s ID`} />
              {submission.backFileId ? (
                <img src={fileUrl(submission.backFileId)} alt={`Back of ${submission.nickname}'s ID`} />
              ) : null}
              <img src={fileUrl(submission.selfieFileId)} alt={`Selfie of ${submission.nickname}`} />
            </div>
            <div className="console-row">
              <Button onClick={() => decide(submission, 'approve')}>Approve</Button>
              <Button variant="danger" onClick={() => setRejecting(submission)}>
                Reject…
              </Button>
            </div>
          </Card>
        ))}
      </div>
      <ReasonDialog
        subject={rejecting}
        title={(submission) => `Reject the submission of ${submission.nickname}`}
        reasonLabel="Reason (the player reads it)"
        confirmLabel="Reject"
        onCancel={() => setRejecting(null)}
        onConfirm={async (submission, reason) => {
          setRejecting(null);
          await decide(submission, 'reject', reason);
        }}
      />
    </>
  );
}
