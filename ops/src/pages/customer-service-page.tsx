import { Button, Notice, Select, showToast, Text } from '@casino/ui/core';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { type FormEvent, useEffect, useState } from 'react';
import { consoleCall } from '../console-api';
import { errorAt, errorElsewhere, type Refusal, refusalOf } from '../form-input';
import { useLoad } from '../use-load';

/** A customer-service channel as players get it (contracts' `customerServiceEntrySchema`). */
interface Channel {
  itemType: number;
  param1: string;
  param2: string;
  sort: number;
}

/** Item type 1 is the online chat (spec 3); any other opens `param1` as a link labelled `param2`. */
const kinds = [
  { value: '1', label: 'Online chat' },
  { value: '2', label: 'Link' },
];

/**
 * Customer-service channels for marketing: the list players are offered (the online chat's two
 * parameters, or a link and its label), edited and saved whole.
 */
export function CustomerServicePage() {
  const saved = useLoad<{ entries: Channel[] }>('/customer-services');
  const [channels, setChannels] = useState<Channel[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setChannels(saved.data?.entries ?? []), [saved.data]);
  const change = (index: number, patch: Partial<Channel>) =>
    setChannels(channels.map((channel, at) => (at === index ? { ...channel, ...patch } : channel)));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await consoleCall('PUT', '/customer-services', { entries: channels });
      setRefusal(null);
      showToast({ message: 'Customer-service channels saved', tone: 'success' });
      await saved.reload();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const fieldsShown = channels.map((_channel, index) => `entries.${index}`);

  return (
    <>
      <h1 className="console-title">Customer service</h1>
      <Text tone="muted">
        The ways players reach support, in this order. With no online chat, players are sent to the service
        page with the links.
      </Text>
      {saved.error ? <Notice tone="danger">{saved.error}</Notice> : null}
      {saved.data ? (
        <Form onSubmit={save} aria-label="Customer-service channels">
          {channels.map((channel, index) => {
            const at = (field: keyof Channel) => errorAt(refusal, `entries.${index}.${field}`);
            const chat = channel.itemType === 1;
            return (
              // Channels have no identity beyond their place in the list.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <fieldset className="console-fieldset" key={index}>
                <legend>Channel {index + 1}</legend>
                <div className="console-row">
                  <Select
                    label={`Kind of channel ${index + 1}`}
                    options={kinds}
                    value={chat ? '1' : '2'}
                    onChange={(event) => change(index, { itemType: Number(event.target.value) })}
                    error={at('itemType')}
                  />
                  <TextField
                    label={chat ? `Chat parameter 1 of channel ${index + 1}` : `Link of channel ${index + 1}`}
                    value={channel.param1}
                    onChange={(event) => change(index, { param1: event.target.value })}
                    error={at('param1')}
                  />
                  <TextField
                    label={
                      chat ? `Chat parameter 2 of channel ${index + 1}` : `Label of channel ${index + 1}`
                    }
                    value={channel.param2}
                    onChange={(event) => change(index, { param2: event.target.value })}
                    error={at('param2')}
                  />
                  <TextField
                    label={`Order of channel ${index + 1}`}
                    inputMode="numeric"
                    value={String(channel.sort)}
                    onChange={(event) => change(index, { sort: Number(event.target.value) || 0 })}
                    error={at('sort')}
                  />
                  <Button
                    variant="secondary"
                    onClick={() => setChannels(channels.filter((_channel, other) => other !== index))}
                  >
                    Remove channel {index + 1}
                  </Button>
                </div>
              </fieldset>
            );
          })}
          <FormError>{errorElsewhere(refusal, fieldsShown)}</FormError>
          <div className="console-row">
            <Button
              variant="secondary"
              onClick={() =>
                setChannels([...channels, { itemType: 2, param1: '', param2: '', sort: channels.length + 1 }])
              }
            >
              Add a channel
            </Button>
            <Button type="submit" loading={busy}>
              Save channels
            </Button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
