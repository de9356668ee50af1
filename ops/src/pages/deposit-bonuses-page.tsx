import { formatMoney } from '@casino/platform';
import { Button, Card, Notice, SectionTitle, showToast, Text } from '@casino/ui/core';
import { Form, FormError, TextArea } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { consoleCall } from '../console-api';
import { errorAt, type Refusal, refusalOf } from '../form-input';
import { useLoad } from '../use-load';

/** A deposit bonus rule as the contracts define it (`rechargeBonusSchema`); the API checks each field. */
interface DepositBonusRule {
  type: number;
  name: string;
  basisPoints: number;
  fixedAmount?: number;
  maxBonus: number;
  minDeposit?: number;
  turnoverMultiple?: number;
  sort: number;
  [condition: string]: unknown;
}

/** The extra condition a rule of some types carries, in words. */
function conditionOf(rule: DepositBonusRule): string {
  if (Array.isArray(rule.channelIds)) return `channels ${rule.channelIds.join(', ')}`;
  if (typeof rule.minVip === 'number') return `VIP ${rule.minVip} and up`;
  if (typeof rule.inactiveDays === 'number') return `after ${rule.inactiveDays} days without a deposit`;
  if (typeof rule.threshold === 'number') return `total deposits reach ${formatMoney(rule.threshold)}`;
  if (typeof rule.startHourUtc === 'number') return `${rule.startHourUtc}:00 to ${rule.endHourUtc}:00 UTC`;
  return '—';
}

/**
 * The bonuses a deposit earns (spec 5), for finance and marketing: every rule in words, and the
 * rules as JSON to change them, checked field by field by the API against the contracts' schema.
 */
export function DepositBonusesPage() {
  const bonuses = useLoad<{ rules: DepositBonusRule[] }>('/deposit-bonuses');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let rules: unknown;
    try {
      rules = JSON.parse(String(new FormData(event.currentTarget).get('rules')));
    } catch (error) {
      setRefusal({ field: 'rules', message: `Not JSON: ${(error as Error).message}` });
      return;
    }
    if (!Array.isArray(rules)) {
      setRefusal({ field: 'rules', message: 'The rules are a JSON list: [ { "type": 1, ... }, ... ]' });
      return;
    }
    setBusy(true);
    try {
      await consoleCall('PUT', '/deposit-bonuses', { rules });
      setRefusal(null);
      showToast({ message: 'Deposit bonuses saved: new deposits follow them', tone: 'success' });
      await bonuses.reload();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const rules = bonuses.data?.rules;
  const rulesError = errorAt(refusal, 'rules');
  return (
    <>
      <h1 className="console-title">Deposit bonuses</h1>
      {bonuses.error ? <Notice tone="danger">{bonuses.error}</Notice> : null}
      {rules ? (
        <>
          <div className="console-scroll">
            <table className="console-table" aria-label="Deposit bonus rules">
              <thead>
                <tr>
                  {[
                    'Type',
                    'Name',
                    'Share',
                    'Plus',
                    'At most',
                    'From a deposit of',
                    'Wagering',
                    'Condition',
                  ].map((name) => (
                    <th key={name} scope="col">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...rules]
                  .sort((a, b) => a.sort - b.sort)
                  .map((rule) => (
                    <tr key={rule.type}>
                      <td>{rule.type}</td>
                      <td>{rule.name}</td>
                      <td>{(rule.basisPoints / 100).toLocaleString()} %</td>
                      <td>{formatMoney(rule.fixedAmount ?? 0)}</td>
                      <td>{formatMoney(rule.maxBonus)}</td>
                      <td>{formatMoney(rule.minDeposit ?? 0)}</td>
                      <td>{rule.turnoverMultiple ?? 1}×</td>
                      <td>{conditionOf(rule)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          <Card aria-labelledby="bonus-rules-title">
            <SectionTitle as="h2" id="bonus-rules-title">
              Change the rules
            </SectionTitle>
            <Text tone="muted" size="sm">
              Amounts are in hundredths (10000 is {formatMoney(10_000)}), shares in basis points (100 = 1 %).
              One rule per type; an order keeps the bonus it was promised when it was made.
            </Text>
            <Form onSubmit={save} aria-labelledby="bonus-rules-title">
              <TextArea
                key={JSON.stringify(rules)}
                label="Rules (JSON)"
                name="rules"
                className="console-code"
                rows={20}
                spellCheck={false}
                defaultValue={JSON.stringify(rules, null, 2)}
                error={
                  rulesError && refusal?.field !== 'rules' ? `${refusal?.field}: ${rulesError}` : rulesError
                }
              />
              <FormError>{refusal && !rulesError ? refusal.message : null}</FormError>
              <div className="console-row">
                <Button type="submit" loading={busy}>
                  Save bonuses
                </Button>
              </div>
            </Form>
          </Card>
        </>
      ) : null}
    </>
  );
}
