import { Button, Card, Notice, SectionTitle, showToast, Text } from '@casino/ui/core';
import { Checkbox, Form, FormError, TextArea } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../console-api';
import { errorAt, jsonObjectOf, type Refusal, refusalOf } from '../form-input';
import { useLoad } from '../use-load';

interface JackpotSettings {
  /** The LuckyJackpot activity's rules; their schema is the API's (api/src/modules/jackpot/jackpot-rules.ts). */
  rules: Record<string, unknown> | null;
  enabled: boolean;
}

/**
 * The lucky jackpot for marketing: its on/off switch, and its rules as JSON (their schema lives in
 * the API, not in the contracts the console could show as fields), checked as JSON here and field
 * by field by the API, whose refusal names the field.
 */
export function JackpotPage() {
  const settings = useLoad<JackpotSettings>('/jackpot');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (change: JackpotSettings) => {
    setBusy(true);
    try {
      await consoleCall('PUT', '/jackpot', change);
      setRefusal(null);
      showToast({ message: `Lucky jackpot saved (${change.enabled ? 'on' : 'off'})`, tone: 'success' });
      await settings.reload();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const saveRules = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = jsonObjectOf(String(new FormData(event.currentTarget).get('rules')));
    if ('error' in parsed) return setRefusal({ field: 'rules', message: parsed.error });
    void save({ rules: parsed.value, enabled: settings.data?.enabled ?? false });
  };
  const rulesError = errorAt(refusal, 'rules');
  const data = settings.data;
  return (
    <>
      <h1 className="console-title">Lucky jackpot</h1>
      {settings.error ? <Notice tone="danger">{settings.error}</Notice> : null}
      {data && data.rules === null ? (
        <Notice tone="warning">There is no LuckyJackpot activity to configure: run the seed.</Notice>
      ) : null}
      {data?.rules ? (
        <Card aria-labelledby="jackpot-rules-title">
          <SectionTitle as="h2" id="jackpot-rules-title">
            Switch and rules
          </SectionTitle>
          <Checkbox
            role="switch"
            label="The lucky jackpot is on"
            checked={data.enabled}
            disabled={busy}
            onChange={() => save({ rules: data.rules as Record<string, unknown>, enabled: !data.enabled })}
          />
          <Text tone="muted" size="sm">
            Amounts are in hundredths, shares in basis points (100 = 1 %); cell weights are by the id of the
            grid's cell.
          </Text>
          <Form onSubmit={saveRules} aria-labelledby="jackpot-rules-title">
            <TextArea
              key={JSON.stringify(data.rules)}
              label="Rules (JSON)"
              name="rules"
              className="console-code"
              rows={24}
              spellCheck={false}
              defaultValue={JSON.stringify(data.rules, null, 2)}
              error={
                rulesError && refusal?.field !== 'rules' ? `${refusal?.field}: ${rulesError}` : rulesError
              }
            />
            <FormError>{refusal && !rulesError ? refusal.message : null}</FormError>
            <div className="console-row">
              <Button type="submit" loading={busy}>
                Save rules
              </Button>
            </div>
          </Form>
        </Card>
      ) : null}
    </>
  );
}
