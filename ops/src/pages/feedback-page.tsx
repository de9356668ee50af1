import { Button, Card, Notice, showToast, Text } from '@casino/ui/core';
import { TextArea } from '@casino/ui/forms';
import { useState } from 'react';
import { consoleCall } from '../console-api';
import { useLoad } from '../use-load';

interface Feedback {
  id: number;
  playerId: number;
  nickname: string;
  message: string;
  imageFileIds: number[];
  createdAt: string;
}

/** Players' messages waiting for an answer, oldest first; the reply reaches the player's record. */
export function FeedbackPage() {
  const waiting = useLoad<{ list: Feedback[] }>('/feedback?answered=false');
  return (
    <>
      <h1 className="console-title">Feedback</h1>
      {waiting.error ? <Notice tone="danger">{waiting.error}</Notice> : null}
      {waiting.data?.list.length === 0 ? <Text tone="muted">Every message has its answer.</Text> : null}
      <div className="console-cards">
        {waiting.data?.list.map((feedback) => (
          <FeedbackCard key={feedback.id} feedback={feedback} onAnswered={waiting.reload} />
        ))}
      </div>
    </>
  );
}

function FeedbackCard({ feedback, onAnswered }: { feedback: Feedback; onAnswered: () => Promise<void> }) {
  const [reply, setReply] = useState('');
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await consoleCall('POST', `/feedback/${feedback.id}/reply`, { reply: reply.trim() });
      showToast({ message: `Reply sent to ${feedback.nickname}`, tone: 'success' });
      await onAnswered();
    } catch (error) {
      showToast({ message: (error as Error).message, tone: 'danger' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Card as="article" aria-label={`Feedback ${feedback.id} from ${feedback.nickname}`}>
      <div className="console-row">
        <Text weight="bold">
          {feedback.nickname} (player {feedback.playerId})
        </Text>
        <Text tone="muted" size="sm">
          {new Date(feedback.createdAt).toLocaleString()}
        </Text>
      </div>
      <Text>{feedback.message}</Text>
      {feedback.imageFileIds.length > 0 ? (
        <div className="console-images">
          {feedback.imageFileIds.map((id, index) => (
            <img
              key={id}
              src={`/api/operator/v1/files/${id}`}
              alt={`Attachment ${index + 1} from ${feedback.nickname}`}
            />
          ))}
        </div>
      ) : null}
      <TextArea
        label="Your reply"
        value={reply}
        onChange={(event) => setReply(event.target.value)}
        maxLength={2000}
      />
      <div className="console-row">
        <Button disabled={reply.trim().length === 0} loading={pending} onClick={send}>
          Send reply
        </Button>
      </div>
    </Card>
  );
}
