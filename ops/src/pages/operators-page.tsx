import { Badge, Button, Card, Notice, SectionTitle, Select, showToast, Text } from '@casino/ui/core';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { consoleCall, type OperatorRole } from '../console-api';
import { useLoad } from '../use-load';

interface OperatorRow {
  id: number;
  login: string;
  name: string;
  role: OperatorRole;
  disabled: boolean;
  createdAt: string;
}

interface Created {
  operator: OperatorRow;
  totpSecret: string;
  totpUri: string;
}

const roles: { value: OperatorRole; label: string }[] = [
  { value: 'support', label: 'Support: KYC, feedback, mail' },
  { value: 'finance', label: 'Finance: withdrawals and money settings' },
  { value: 'marketing', label: 'Marketing: VIP, tasks, jackpot, mail, rewards' },
  { value: 'release', label: 'Release: remotes and rollbacks' },
  { value: 'owner', label: 'Owner: everything, operators and the audit log' },
];

/** The console's operators: who they are, their role; a new one gets a TOTP secret shown once. */
export function OperatorsPage() {
  const operators = useLoad<{ list: OperatorRow[] }>('/operators');
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setError(null);
    try {
      const answer = await consoleCall<Created>('POST', '/operators', {
        login: String(fields.get('login')),
        name: String(fields.get('name')),
        role: String(fields.get('role')),
        password: String(fields.get('password')),
      });
      setCreated(answer);
      form.reset();
      await operators.reload();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const disable = async (operator: OperatorRow) => {
    try {
      await consoleCall('POST', `/operators/${operator.id}/disable`, {});
      showToast({ message: `${operator.login} is disabled and signed out`, tone: 'success' });
      await operators.reload();
    } catch (failure) {
      showToast({ message: (failure as Error).message, tone: 'danger' });
    }
  };
  return (
    <>
      <h1 className="console-title">Operators</h1>
      <Card aria-labelledby="new-operator-title">
        <SectionTitle as="h2" id="new-operator-title">
          New operator
        </SectionTitle>
        <Form onSubmit={create}>
          <div className="console-row">
            <TextField label="Login" name="login" autoComplete="off" required />
            <TextField label="Name" name="name" autoComplete="off" required />
            <Select label="Role" name="role" options={roles} defaultValue="support" />
            <TextField
              label="First password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint="At least 12 characters"
              required
            />
          </div>
          <FormError>{error}</FormError>
          <div className="console-row">
            <Button type="submit">Create operator</Button>
          </div>
        </Form>
        {created ? (
          <Notice tone="success">
            <Text>
              {created.operator.login} is created. Give them their password and this TOTP secret for their
              authenticator app; it is shown only now.
            </Text>
            <Text className="console-code" aria-label="TOTP secret">
              {created.totpSecret}
            </Text>
            <Text className="console-code" size="sm">
              {created.totpUri}
            </Text>
          </Notice>
        ) : null}
      </Card>
      {operators.error ? <Notice tone="danger">{operators.error}</Notice> : null}
      {operators.data ? (
        <table className="console-table" aria-label="Operators">
          <thead>
            <tr>
              <th scope="col">Login</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Since</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {operators.data.list.map((operator) => (
              <tr key={operator.id}>
                <td>{operator.login}</td>
                <td>{operator.name}</td>
                <td>
                  <Badge tone="neutral">{operator.role}</Badge>
                </td>
                <td>{new Date(operator.createdAt).toLocaleDateString()}</td>
                <td>
                  {operator.disabled ? (
                    'Disabled'
                  ) : (
                    <Button size="sm" variant="secondary" onClick={() => disable(operator)}>
                      Disable {operator.login}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
