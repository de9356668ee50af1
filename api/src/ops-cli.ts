// `npm run ops -- create-owner --login <login> --name <name>`: creates an operator of the console
// through the running server, with the deployment's OPERATOR_TOKEN (ADR 0043). The first owner is
// made this way; owners then make the other operators in the console. It prints the password (one
// is generated unless OPERATOR_PASSWORD is set) and the TOTP secret for the authenticator app, once.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { repoRoot } from './config.js';

const usage = `usage: npm run ops -- create-owner --login <login> --name <name> [--role owner|finance|support|marketing|release]
  The server must be running. OPS_API_URL (default http://127.0.0.1:$PORT or :8080) says where;
  OPERATOR_TOKEN, or var/operator-token as npm start keeps it, says who may.`;

/** The deployment token: the environment's, or the one `npm start` keeps for this checkout. */
function operatorToken(): string | null {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  try {
    return readFileSync(`${repoRoot}var/operator-token`, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** `create-owner --login <login> --name <name> [--role <role>]`, or null when it is not that. */
function readArguments(argv: string[]): { login: string; name: string; role: string } | null {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      options: { login: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.join(' ') !== 'create-owner' || !values.login || !values.name) return null;
    return { login: values.login, name: values.name, role: values.role ?? 'owner' };
  } catch {
    return null;
  }
}

/** Exit codes: 0 done, 1 refused or failed (the message says why), 2 wrong arguments. */
async function main(argv: string[]): Promise<number> {
  const asked = readArguments(argv);
  if (!asked) {
    console.error(usage);
    return 2;
  }
  const { login, name, role } = asked;
  const token = operatorToken();
  if (!token) {
    console.error(
      'No OPERATOR_TOKEN in the environment and no var/operator-token: the server cannot tell who asks.',
    );
    return 1;
  }
  const baseUrl = process.env.OPS_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  const password = process.env.OPERATOR_PASSWORD ?? randomBytes(18).toString('base64url');
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/api/operator/v1/operators`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ login, name, role, password }),
    });
  } catch (error) {
    console.error(`The server at ${baseUrl} did not answer (${(error as Error).message}). Is it running?`);
    return 1;
  }
  const envelope = (await response.json().catch(() => null)) as {
    errcode: number;
    msg: string;
    data: {
      operator: { id: number; login: string; role: string };
      totpSecret: string;
      totpUri: string;
    } | null;
  } | null;
  if (!response.ok || !envelope?.data) {
    console.error(`Refused (HTTP ${response.status}): ${envelope?.msg ?? 'no answer'}`);
    return 1;
  }
  const { operator, totpSecret, totpUri } = envelope.data;
  console.info(`Operator ${operator.login} (${operator.role}, id ${operator.id}) created.`);
  if (!process.env.OPERATOR_PASSWORD) console.info(`Password: ${password}`);
  console.info(`TOTP secret (add it to an authenticator app): ${totpSecret}`);
  console.info(`TOTP URI: ${totpUri}`);
  console.info(`Sign in at ${baseUrl}/ops/ with the password and the app's 6-digit code.`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
