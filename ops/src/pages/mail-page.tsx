import { Button, Card, Notice, SectionTitle, Select, showToast, Text } from '@casino/ui/core';
import { Form, FormError, TextArea, TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { AwardEditor } from '../award-editor';
import { consoleCall } from '../console-api';
import {
  type AwardRow,
  awardsOf,
  errorAt,
  errorElsewhere,
  playerIdsOf,
  type Refusal,
  refusalOf,
} from '../form-input';
import { useLoad } from '../use-load';

type Audience = { playerIds: number[] } | { minVip: number } | { everyone: true };

interface SentMail {
  id: number;
  title: string;
  body: string;
  attachments: { propId: number; count: number }[];
  audience: Audience;
  recipients: number;
  expiresAt: string | null;
  createdAt: string;
}

type AudienceKind = 'players' | 'vip' | 'everyone';
const audienceKinds: { value: AudienceKind; label: string }[] = [
  { value: 'players', label: 'One player or a list of players' },
  { value: 'vip', label: 'Players from a VIP level up' },
  { value: 'everyone', label: 'Everyone registered now' },
];

/** Who a sent mail went to, in words. */
export function audienceText(audience: Audience): string {
  if ('everyone' in audience) return 'Everyone';
  if ('minVip' in audience) return `VIP ${audience.minVip} and up`;
  const [first] = audience.playerIds;
  return audience.playerIds.length === 1 ? `Player ${first}` : `${audience.playerIds.length} players`;
}

const fieldsShown = ['title', 'body', 'audience', 'attachments', 'expiresAt'];

/**
 * Mail for marketing and support: to players by id, a VIP segment or everyone registered now, with
 * optional reward attachments (received once through the rewards service) and an expiry; then
 * how many it reached, and the 50 latest mails sent.
 */
export function MailPage() {
  const sent = useLoad<{ list: SentMail[] }>('/mail');
  const [kind, setKind] = useState<AudienceKind>('players');
  const [attachments, setAttachments] = useState<AwardRow[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const refuse = (field: string, message: string) => setRefusal({ field, message });
    let audience: Audience;
    if (kind === 'players') {
      const playerIds = playerIdsOf(String(fields.get('playerIds')));
      if (!playerIds) return refuse('audience', 'Enter player ids: whole numbers, separated by commas');
      audience = { playerIds };
    } else if (kind === 'vip') {
      const text = String(fields.get('minVip')).trim();
      if (!/^\d{1,4}$/.test(text)) return refuse('audience', 'Enter a VIP level, e.g. 3');
      audience = { minVip: Number(text) };
    } else {
      audience = { everyone: true };
    }
    const awards = awardsOf(attachments);
    if (!awards) return refuse('attachments', 'Each attachment needs a prop id and a count (whole numbers)');
    const expiry = String(fields.get('expiresAt'));
    setRefusal(null);
    setBusy(true);
    try {
      const answer = await consoleCall<{ mailId: number; recipients: number }>('POST', '/mail', {
        title: String(fields.get('title')),
        body: String(fields.get('body')),
        audience,
        attachments: awards.map((award) => ({ propId: award.id, count: award.count })),
        expiresAt: expiry ? new Date(expiry).toISOString() : null,
      });
      showToast({
        message: `Mail sent to ${answer.recipients} player${answer.recipients === 1 ? '' : 's'}`,
        tone: 'success',
      });
      form.reset();
      setAttachments([]);
      await sent.reload();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="console-title">Mail</h1>
      <Card aria-labelledby="new-mail-title">
        <SectionTitle as="h2" id="new-mail-title">
          New mail
        </SectionTitle>
        <Form onSubmit={send} aria-labelledby="new-mail-title">
          <div className="console-row">
            <Select
              label="Send to"
              options={audienceKinds}
              value={kind}
              onChange={(event) => setKind(event.target.value as AudienceKind)}
            />
            {kind === 'players' ? (
              <TextField
                label="Player ids"
                name="playerIds"
                hint="One id, or several separated by commas"
                autoComplete="off"
                error={errorAt(refusal, 'audience')}
              />
            ) : kind === 'vip' ? (
              <TextField
                label="From VIP level"
                name="minVip"
                inputMode="numeric"
                error={errorAt(refusal, 'audience')}
              />
            ) : null}
          </div>
          {kind === 'everyone' ? (
            <Notice tone="warning">Every player registered now gets this mail; later sign-ups do not.</Notice>
          ) : null}
          <TextField label="Title" name="title" maxLength={120} error={errorAt(refusal, 'title')} />
          <TextArea label="Message" name="body" maxLength={5000} rows={6} error={errorAt(refusal, 'body')} />
          <AwardEditor
            legend="Attachments"
            rows={attachments}
            onChange={setAttachments}
            error={errorAt(refusal, 'attachments')}
          />
          <TextField
            label="Attachments expire"
            name="expiresAt"
            type="datetime-local"
            hint="Your local time; empty: they never expire"
            error={errorAt(refusal, 'expiresAt')}
          />
          <FormError>{errorElsewhere(refusal, fieldsShown)}</FormError>
          <div className="console-row">
            <Button type="submit" loading={busy}>
              Send mail
            </Button>
          </div>
        </Form>
      </Card>

      <SectionTitle as="h2" id="sent-mail-title">
        Sent mail
      </SectionTitle>
      {sent.error ? <Notice tone="danger">{sent.error}</Notice> : null}
      {sent.data && sent.data.list.length === 0 ? <Text tone="muted">No mail sent yet.</Text> : null}
      {sent.data && sent.data.list.length > 0 ? (
        <div className="console-scroll">
          <table className="console-table" aria-labelledby="sent-mail-title">
            <thead>
              <tr>
                <th scope="col">Sent</th>
                <th scope="col">Title</th>
                <th scope="col">To</th>
                <th scope="col">Recipients</th>
                <th scope="col">Attachments</th>
                <th scope="col">Expires</th>
              </tr>
            </thead>
            <tbody>
              {sent.data.list.map((mail) => (
                <tr key={mail.id}>
                  <td className="console-nowrap">{new Date(mail.createdAt).toLocaleString()}</td>
                  <td>{mail.title}</td>
                  <td>{audienceText(mail.audience)}</td>
                  <td>{mail.recipients}</td>
                  <td className="console-code">
                    {mail.attachments.map((award) => `${award.propId}×${award.count}`).join(', ') || '—'}
                  </td>
                  <td className="console-nowrap">
                    {mail.expiresAt ? new Date(mail.expiresAt).toLocaleString() : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
