import { Button, Card, Notice, SectionTitle, showToast, Text } from '@casino/ui/core';
import { Checkbox, Form, FormError, TextArea, TextField } from '@casino/ui/forms';
import { Dialog } from '@casino/ui/overlays';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../console-api';
import { errorAt, errorElsewhere, localDateTimeOf, type Refusal, refusalOf } from '../form-input';
import { useLoad } from '../use-load';

/** The maintenance status preLogin answers players (contracts' `maintenanceSchema`). */
interface Maintenance {
  status: 0 | 1;
  message?: string;
  endTime?: string;
}

const fieldsShown = ['status', 'message', 'endTime'];

/**
 * Maintenance for the owner: while it is on, every player's start (preLogin) is sent to
 * /maintenance with the message. Turning it on asks first: it closes the site.
 */
export function MaintenancePage() {
  const current = useLoad<Maintenance>('/maintenance');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [asked, setAsked] = useState<Maintenance | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (change: Maintenance) => {
    setAsked(null);
    setBusy(true);
    try {
      await consoleCall('PUT', '/maintenance', change);
      setRefusal(null);
      showToast({
        message: change.status === 1 ? 'The site is in maintenance' : 'The site is open',
        tone: 'success',
      });
      await current.reload();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const message = String(fields.get('message')).trim();
    const end = String(fields.get('endTime'));
    const change: Maintenance = {
      status: fields.get('status') === 'on' ? 1 : 0,
      ...(message ? { message } : {}),
      ...(end ? { endTime: new Date(end).toISOString() } : {}),
    };
    if (change.status === 1 && current.data?.status !== 1) setAsked(change);
    else void save(change);
  };

  const data = current.data;
  return (
    <>
      <h1 className="console-title">Maintenance</h1>
      {current.error ? <Notice tone="danger">{current.error}</Notice> : null}
      {data ? (
        <Card aria-labelledby="maintenance-title">
          <SectionTitle as="h2" id="maintenance-title">
            {data.status === 1 ? 'The site is in maintenance' : 'The site is open'}
          </SectionTitle>
          <Text tone="muted">
            While maintenance is on, players who open the site see the maintenance page with this message
            instead of the lobby. Operators and the console are not affected.
          </Text>
          <Form key={JSON.stringify(data)} onSubmit={submit} aria-labelledby="maintenance-title">
            <Checkbox
              role="switch"
              name="status"
              label="Maintenance is on"
              defaultChecked={data.status === 1}
              error={errorAt(refusal, 'status')}
            />
            <TextArea
              label="Message to players"
              name="message"
              maxLength={500}
              rows={3}
              defaultValue={data.message ?? ''}
              error={errorAt(refusal, 'message')}
            />
            <TextField
              label="Expected end"
              name="endTime"
              type="datetime-local"
              hint="Your local time; optional"
              defaultValue={data.endTime ? localDateTimeOf(data.endTime) : ''}
              error={errorAt(refusal, 'endTime')}
            />
            <FormError>{errorElsewhere(refusal, fieldsShown)}</FormError>
            <div className="console-row">
              <Button type="submit" loading={busy}>
                Save maintenance
              </Button>
            </div>
          </Form>
        </Card>
      ) : null}
      <Dialog
        open={asked !== null}
        title="Close the site for players?"
        message="Every player who opens the site, or starts it again, sees the maintenance page until you turn maintenance off."
        confirmLabel="Yes, start maintenance"
        confirmVariant="danger"
        onConfirm={() => asked && save(asked)}
        onCancel={() => setAsked(null)}
      />
    </>
  );
}
