import { formatMoney, toHundredths } from '@casino/platform';
import { Button, Notice, Select, showToast, Text } from '@casino/ui/core';
import { Checkbox, Form, FormError, TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../console-api';
import { errorAt, errorElsewhere, type Refusal, refusalOf } from '../form-input';
import { useLoad } from '../use-load';

/** A deposit channel as players get it (contracts' `rechargeChannelSchema`) and the amounts it offers. */
interface Channel {
  id: number;
  name: string;
  icon: string;
  sort: number;
  minAmount?: number;
  minAmount2?: number;
  maxAmount?: number;
  isDefault: boolean;
  itemIds: number[];
}

interface Answer {
  channels: Channel[];
  items: { id: number; price: number }[];
}

const amountFields = [
  { field: 'minAmount', label: 'Minimum' },
  { field: 'minAmount2', label: 'Minimum for repeat depositors' },
  { field: 'maxAmount', label: 'Maximum' },
] as const;

/**
 * Deposit channels for finance: each channel's name, order, limits and amount options, and which
 * one is preselected. Channels themselves come with the payment provider's set-up, so none is
 * added or removed here.
 */
export function DepositChannelsPage() {
  const saved = useLoad<Answer>('/recharge-channels');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const channels = saved.data?.channels ?? [];
  const items = saved.data?.items ?? [];

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const defaultId = Number(fields.get('default'));
    const changed: Channel[] = [];
    for (const [index, channel] of channels.entries()) {
      const named = (field: string) => String(fields.get(`${channel.id}-${field}`) ?? '').trim();
      const amounts: Partial<Record<(typeof amountFields)[number]['field'], number>> = {};
      for (const { field } of amountFields) {
        const text = named(field);
        if (text === '') continue;
        const amount = toHundredths(text);
        if (amount === null)
          return setRefusal({
            field: `channels.${index}.${field}`,
            message: 'Enter an amount like 100 or 99.50',
          });
        amounts[field] = amount;
      }
      if (!/^-?\d{1,9}$/.test(named('sort')))
        return setRefusal({ field: `channels.${index}.sort`, message: 'Enter a whole number' });
      changed.push({
        id: channel.id,
        name: named('name'),
        icon: channel.icon,
        sort: Number(named('sort')),
        ...amounts,
        isDefault: channel.id === defaultId,
        itemIds: items
          .filter((item) => fields.get(`${channel.id}-item-${item.id}`) === 'on')
          .map((item) => item.id),
      });
    }
    setBusy(true);
    try {
      await consoleCall('PUT', '/recharge-channels', { channels: changed });
      setRefusal(null);
      showToast({ message: 'Deposit channels saved', tone: 'success' });
      await saved.reload();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const fieldsShown = channels.map((_channel, index) => `channels.${index}`);

  return (
    <>
      <h1 className="console-title">Deposit channels</h1>
      <Text tone="muted">Changes reach players' deposit page at once.</Text>
      {saved.error ? <Notice tone="danger">{saved.error}</Notice> : null}
      {saved.data ? (
        <Form key={JSON.stringify(saved.data)} onSubmit={save} aria-label="Deposit channels">
          <Select
            label="Preselected channel"
            name="default"
            options={channels.map((channel) => ({ value: String(channel.id), label: channel.name }))}
            defaultValue={String(channels.find((channel) => channel.isDefault)?.id ?? '')}
          />
          {channels.map((channel, index) => {
            const at = (field: string) => errorAt(refusal, `channels.${index}.${field}`);
            return (
              <fieldset className="console-fieldset" key={channel.id}>
                <legend>
                  Channel {channel.id}: {channel.name}
                </legend>
                <div className="console-row">
                  <TextField
                    label={`Name of channel ${channel.id}`}
                    name={`${channel.id}-name`}
                    defaultValue={channel.name}
                    error={at('name')}
                  />
                  <TextField
                    label={`Order of channel ${channel.id}`}
                    name={`${channel.id}-sort`}
                    inputMode="numeric"
                    defaultValue={String(channel.sort)}
                    error={at('sort')}
                  />
                  {amountFields.map(({ field, label }) => (
                    <TextField
                      key={field}
                      label={`${label} of channel ${channel.id}`}
                      name={`${channel.id}-${field}`}
                      inputMode="decimal"
                      hint="Empty: no limit"
                      defaultValue={
                        channel[field] === undefined ? '' : String((channel[field] as number) / 100)
                      }
                      error={at(field)}
                    />
                  ))}
                </div>
                <fieldset className="console-fieldset">
                  <legend>Amounts offered by channel {channel.id}</legend>
                  <div className="console-row">
                    {items.map((item) => (
                      <Checkbox
                        key={item.id}
                        name={`${channel.id}-item-${item.id}`}
                        label={formatMoney(item.price)}
                        defaultChecked={channel.itemIds.includes(item.id)}
                      />
                    ))}
                  </div>
                  <FormError>{at('itemIds')}</FormError>
                </fieldset>
              </fieldset>
            );
          })}
          <FormError>{errorElsewhere(refusal, fieldsShown)}</FormError>
          <div className="console-row">
            <Button type="submit" loading={busy}>
              Save deposit channels
            </Button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
