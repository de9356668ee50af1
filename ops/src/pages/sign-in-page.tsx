import { Button, Card, Text } from '@casino/ui/core';
import { Form, FormError, TextField } from '@casino/ui/forms';
import { type FormEvent, useState } from 'react';
import { ConsoleApiError, type SignedInOperator, signIn } from '../console-api';

/** Login, password and the authenticator app's code: all three, every time. */
export function SignInPage({ onSignedIn }: { onSignedIn: (operator: SignedInOperator) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      onSignedIn(
        await signIn(String(fields.get('login')), String(fields.get('password')), String(fields.get('code'))),
      );
    } catch (failure) {
      setError(
        failure instanceof ConsoleApiError && failure.code === 1808
          ? failure.message
          : 'Wrong login, password or code. Five wrong tries lock the account for 15 minutes.',
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <main className="console-sign-in">
      <Card aria-labelledby="sign-in-title">
        <h1 className="console-title" id="sign-in-title">
          Operator console
        </h1>
        <Text tone="muted">Sign in with your password and the 6-digit code of your authenticator app.</Text>
        <Form onSubmit={submit}>
          <TextField label="Login" name="login" autoComplete="username" required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <TextField
            label="Authenticator code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
          />
          <FormError>{error}</FormError>
          <Button type="submit" fullWidth loading={pending}>
            Sign in
          </Button>
        </Form>
      </Card>
    </main>
  );
}
